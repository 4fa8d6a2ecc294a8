import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { checkCaptcha, createCaptcha } from '../../../../../shared/api/auth-operations';
import { callOperation } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** A server-issued captcha (spec §5): its picture and id, renewable, checkable. */
export interface CaptchaState {
  /** The id the answer is sent with; undefined while loading or after a failure. */
  captchaId: string | undefined;
  /** The SVG picture. */
  svg: string | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Why no picture came, when the server said ('Too many requests. Please try again in …'). */
  loadRefusal: string | null;
  /** Why the last answer was refused ('Wrong captcha! Try again.'), shown until the user types. */
  notice: string | null;
  /** Asks the server for a new captcha; `notice` says why (after a refusal or a wrong check). */
  renew: (notice?: string | null) => void;
  clearNotice: () => void;
  /** Whether `answer` matches, as the server says; undefined when it could not be checked. */
  check: (answer: string) => Promise<boolean | undefined>;
}

/**
 * One captcha per form: created by the server (createCaptcha), renewed on `refresh` and when it
 * expires. Each renewal is a new query key, so a stale picture is never shown for a new id.
 */
export function useCaptcha(): CaptchaState {
  const instance = useId();
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['captcha', instance, round],
    queryFn: ({ signal }) => callOperation(createCaptcha, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const renew = useCallback((why: string | null = null) => {
    setNotice(why);
    setRound((value) => value + 1);
  }, []);
  const clearNotice = useCallback(() => setNotice(null), []);

  const expiresInSeconds = query.data?.expiresInSeconds;
  useEffect(() => {
    if (expiresInSeconds === undefined) return;
    const timer = setTimeout(() => setRound((value) => value + 1), expiresInSeconds * 1000);
    return () => clearTimeout(timer);
  }, [expiresInSeconds, round]);

  const captchaId = query.data?.captchaId;
  const check = useCallback(
    async (answer: string) => {
      if (!captchaId) return undefined;
      try {
        const result = await callOperation(checkCaptcha, {
          params: { captchaId },
          body: { answer },
        });
        return result.valid;
      } catch {
        return undefined; // the server decides at submit
      }
    },
    [captchaId],
  );

  return {
    captchaId,
    svg: query.data?.svg,
    isLoading: query.isPending,
    isError: query.isError,
    loadRefusal: isApiError(query.error) && query.error.status === 429 ? query.error.message : null,
    notice,
    renew,
    clearNotice,
    check,
  };
}
