# Redis for compose.yaml's `scaled` profile: sessions and login limits shared by the app instances.
# Built FROM the Node base image (the only one the project's machines have; Debian's redis-server).
FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends redis-server \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
RUN mkdir -p /data && chown redis:redis /data
USER redis
VOLUME ["/data"]
EXPOSE 6379
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["redis-cli", "ping"]
# Reachable on the compose network only (its port is not published); snapshots in the volume.
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--dir", "/data", "--save", "60 1"]
