import { useState } from "react";
import {
  ConferenceError,
  webrtcConference,
  type ConferenceCall,
  type ConferenceProblem,
  type ConferenceSession,
} from "./conference";

/**
 * Joining a conference room from a page: the call once joined, what went wrong the last time, and
 * whether a join is under way (its button is disabled meanwhile). Leaving the call is the caller's
 * effect on `call`.
 */
export function useConferenceCall(session: ConferenceSession) {
  const [call, setCall] = useState<ConferenceCall | null>(null);
  const [problem, setProblem] = useState<ConferenceProblem | null>(null);
  const [joining, setJoining] = useState(false);
  const join = async () => {
    setJoining(true);
    setProblem(null);
    try {
      setCall(await webrtcConference.join(session));
    } catch (error) {
      setProblem(error instanceof ConferenceError ? error.problem : "connection");
    } finally {
      setJoining(false);
    }
  };
  const hangUp = () => setCall(null);
  const rejoin = () => {
    setCall(null);
    void join();
  };
  return { call, problem, joining, join, hangUp, rejoin };
}
