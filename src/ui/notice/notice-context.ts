import { createContext, useContext } from 'react';

export const DEFAULT_SUCCESS_MESSAGE = 'Dane zapisano prawidłowo';
export const NOTICE_DURATION_MS = 3000;

export interface NoticeApi {
  /** Success notice, default text 'Dane zapisano prawidłowo'. */
  success: (text?: string) => void;
  /** Error notice: a text as given, anything else through the §8 rules of `errorMessage`. */
  error: (errorOrText: unknown) => void;
  info: (text: string) => void;
}

export const NoticeContext = createContext<NoticeApi | null>(null);

export function useNotice(): NoticeApi {
  const notice = useContext(NoticeContext);
  if (!notice) throw new Error('useNotice needs a NoticeProvider');
  return notice;
}
