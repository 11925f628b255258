/** Browser storage key of the sign switch (spec 1 §3 Browser storage). */
export const SIGN_OPTION_KEY = 'signOption';

/** Signing is on unless the user turned it off (spec 1 §9: default on). */
export function readSignOption(storage: Storage = localStorage): boolean {
  return storage.getItem(SIGN_OPTION_KEY) !== 'false';
}

export function saveSignOption(value: boolean, storage: Storage = localStorage): void {
  storage.setItem(SIGN_OPTION_KEY, String(value));
}

/** The body as sent: prefixed with the user's name in bold when signing. */
export function signedBody(body: string, userName: string, sign: boolean): string {
  return sign ? `*${userName}:*\n${body}` : body;
}
