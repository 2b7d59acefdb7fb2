import { ErrorCode, type ChallengeCode } from '@parking/contracts';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/client';
import { getChallengeCode } from '../../api/auth/verification';

export interface Challenge {
  /** The picture being shown; undefined until the server asks for one. */
  picture: ChallengeCode | undefined;
  answer: string;
  setAnswer(answer: string): void;
  /** Loads a new picture (the server asked, the old one was used up, or the driver tapped it). */
  refresh(): Promise<void>;
  /** What is wrong with the answer, shown under it; null when nothing is. */
  error: string | null;
  /** Whether the request may go: no picture shown, or one answered (else `error` says so, beside the field). */
  ready(): boolean;
  /** The fields to send along: the answer once a picture is shown, nothing before. */
  fields(): { challengeId?: string; challengeCode?: string };
  /**
   * Reacts to a failed request: when the server wants a (new) picture, loads one and returns true (the caller keeps
   * its form and lets the driver answer); false for every other failure.
   */
  handle(error: unknown): Promise<boolean>;
  /** After a success: the picture was used up, hide it. */
  clear(): void;
}

export const CHALLENGE_MISSING = '请输入图形验证码';

const NEEDS_PICTURE: readonly string[] = [ErrorCode.CHALLENGE_REQUIRED, ErrorCode.CHALLENGE_FAILED];

/** The picture challenge (captcha) the server asks for after repeated SMS sends or failed logins. */
export function useChallenge(): Challenge {
  const [picture, setPicture] = useState<ChallengeCode>();
  const [answer, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setAnswer = useCallback((typed: string) => {
    setTyped(typed);
    setError(null);
  }, []);

  const refresh = useCallback(async () => {
    setAnswer('');
    setPicture(await getChallengeCode());
  }, [setAnswer]);

  return {
    picture,
    answer,
    setAnswer,
    refresh,
    error,
    ready() {
      // Said here, beside the picture, rather than by the server as a toast naming its field.
      if (picture && !answer.trim()) {
        setError(CHALLENGE_MISSING);
        return false;
      }
      return true;
    },
    fields: () => (picture ? { challengeId: picture.challengeId, challengeCode: answer.trim() } : {}),
    async handle(error) {
      if (!isApiError(error) || !NEEDS_PICTURE.includes(error.code)) return false;
      await refresh().catch(() => undefined); // the request layer has told the driver what failed
      return true;
    },
    clear() {
      setPicture(undefined);
      setAnswer('');
    },
  };
}
