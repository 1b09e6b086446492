import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConferenceCall, ConferenceSnapshot, RemoteParticipant } from "./conference";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";

// A call in the interjection's conference (decision 036), for the speaker on /live/{slug} and for
// the moderation's console: how it stands, everyone's video with their name, one's own picture,
// microphone and camera on or off, and leaving.

type Props = {
  call: ConferenceCall;
  onLeave: () => void;
  /** Leaves and joins afresh (a call that failed). */
  onRetry: () => void;
  /** What "nobody else here" means to this person (who left is in the snapshot). */
  waitingText: string | ((snapshot: ConferenceSnapshot) => string);
  leaveText: string;
  /** More controls for a participant (the console's "mute the speaker"). */
  controls?: (participant: RemoteParticipant) => ReactNode;
};

export function ConferenceView({ call, onLeave, onRetry, waitingText, leaveText, controls }: Props) {
  const { t } = useTranslation("live");
  const snapshot = useSyncExternalStore(call.subscribe.bind(call), call.snapshot, call.snapshot);
  const { state, participants, microphone, camera } = snapshot;
  return (
    <div className="mt-2 flex flex-col gap-2" data-conference-state={state}>
      <p role="status" className="font-semibold text-ink">
        {state === "waiting"
          ? typeof waitingText === "string"
            ? waitingText
            : waitingText(snapshot)
          : t(`conference.state.${state}`)}
      </p>
      {state === "failed" ? (
        <>
          <p role="alert" className="text-sm text-error">
            {t("session.conference.problem.connection")}
          </p>
          <button type="button" className={`${primaryButtonClass} self-start`} onClick={onRetry}>
            {t("session.conference.retry")}
          </button>
        </>
      ) : null}
      {snapshot.mutedByModeration ? (
        <p role="alert" className="text-sm text-ink">
          {t("conference.muted_by_moderation")}
        </p>
      ) : null}
      {state === "ended" ? null : (
        <>
          <ul className="flex flex-wrap gap-3" aria-label={t("conference.participants")}>
            {participants.map((participant) => (
              <li key={participant.peer} className="flex flex-col gap-1">
                <RemoteVideo participant={participant} />
                {controls?.(participant)}
              </li>
            ))}
          </ul>
          <LocalVideo
            stream={call.stream}
            label={t("session.conference.preview")}
            caption={t("session.conference.you")}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={outlineButtonClass}
              aria-pressed={!microphone}
              onClick={() => call.setMicrophone(!microphone)}
            >
              {microphone ? t("conference.microphone_off") : t("conference.microphone_on")}
            </button>
            <button
              type="button"
              className={outlineButtonClass}
              aria-pressed={!camera}
              onClick={() => call.setCamera(!camera)}
            >
              {camera ? t("conference.camera_off") : t("conference.camera_on")}
            </button>
            <button type="button" className={outlineButtonClass} onClick={onLeave}>
              {leaveText}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function RemoteVideo({ participant }: { participant: RemoteParticipant }) {
  const { t } = useTranslation("live");
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== participant.stream)
      video.current.srcObject = participant.stream;
  }, [participant.stream]);
  return (
    <figure className="flex flex-col gap-1">
      <video
        ref={video}
        autoPlay
        playsInline
        data-participant={participant.role}
        aria-label={t("conference.participant", { name: participant.name })}
        className="aspect-video w-64 rounded bg-ink"
      />
      <figcaption className="text-sm text-ink">
        {participant.name} ({t(`conference.role.${participant.role}`)})
      </figcaption>
    </figure>
  );
}

function LocalVideo({ stream, label, caption }: { stream: MediaStream; label: string; caption: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="flex flex-col gap-1">
      <video ref={video} autoPlay muted playsInline aria-label={label} className="w-48 rounded bg-ink" />
      <figcaption className="text-sm text-ink">{caption}</figcaption>
    </figure>
  );
}
