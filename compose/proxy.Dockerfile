# The one entry of compose.yaml's `scaled` profile: nginx, round-robin over the app instances
# (compose/nginx.conf). Built FROM the Node base image (the only one the project's machines have).
FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY compose/nginx.conf /etc/nginx/nginx.conf
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
