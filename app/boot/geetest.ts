/**
 * The human check's verifier in production: geetest's own browser SDK (v3, gt.js from geetest's
 * CDN, loaded the first time a check runs, so only for a brand whose GEETEST3 module is on). It takes `/wps/captcha/geetest`'s register answer and, once the
 * person passed, answers `captchaObj.getValidate()`: geetest_challenge, geetest_validate,
 * geetest_seccode. These are geetest's documented API (initGeetest, onReady/onSuccess/onClose/
 * onError, verify, getValidate, destroy): the provider's own geetest mixin is not public.
 * The page's Content-Security-Policy must allow geetest's hosts (docs/deploy.md).
 */
import type { GeetestRegister, GeetestResult } from '../../machines/shared/human-check/human-check';
import { HUMAN_CHECK_CANCELLED, HUMAN_CHECK_FAILED } from '../../machines/shared/human-check/human-check';
import { errorInfo } from '../../machines/shared/effect';

/** geetest's SDK script (v3). */
export const GEETEST_SDK_URL = 'https://static.geetest.com/static/tools/gt.js';

interface GeetestCaptcha {
  onReady(cb: () => void): GeetestCaptcha;
  onSuccess(cb: () => void): GeetestCaptcha;
  onClose(cb: () => void): GeetestCaptcha;
  onError(cb: (e?: unknown) => void): GeetestCaptcha;
  verify(): void;
  getValidate(): GeetestResult | false;
  destroy?(): void;
}

type InitGeetest = (config: Record<string, unknown>, ready: (captcha: GeetestCaptcha) => void) => void;

declare global {
  interface Window {
    /** Set by geetest's SDK script (gt.js) once it has run. */
    initGeetest?: InitGeetest;
  }
}

let sdk: Promise<InitGeetest> | null = null;

function loadSdk(): Promise<InitGeetest> {
  return (sdk ??= new Promise<InitGeetest>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GEETEST_SDK_URL;
    script.async = true;
    script.onload = () => {
      const init = window.initGeetest;
      if (init) resolve(init);
      else reject(new Error('initGeetest missing'));
    };
    script.onerror = () => reject(new Error('gt.js could not load'));
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    sdk = null; // try again next time (offline, a blocked host)
    throw e;
  }));
}

/**
 * geetest's language codes for the app's: the v3 `lang` values (docs.geetest.com/captcha/apirefer/api/web:
 * zh-cn, zh-hk, zh-tw, en, ja, ko, id, ru, ar, es, pt-pt, fr, de, th, tr, vi, ta, it, bn, mr).
 * A language geetest does not have shows its English.
 */
const GEETEST_LANG: Readonly<Record<string, string>> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  EN: 'en',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  RU: 'ru',
  AR: 'ar',
  ES: 'es',
  PT: 'pt-pt',
  FR: 'fr',
  TH: 'th',
  TR: 'tr',
  VI: 'vi',
  TA: 'ta',
  BN: 'bn',
};

/** Runs geetest's check for a register answer; resolves geetest's three fields, or rejects with error info. */
export async function verifyWithGeetest(input: GeetestRegister, signal: AbortSignal, language: string): Promise<GeetestResult> {
  let init: InitGeetest;
  try {
    init = await loadSdk();
  } catch {
    throw errorInfo('network.error', 'errors.network', 'network');
  }
  return new Promise<GeetestResult>((resolve, reject) => {
    init(
      {
        gt: input.gt,
        challenge: input.challenge,
        offline: !input.success,
        new_captcha: Boolean(input.new_captcha),
        product: 'bind',
        lang: GEETEST_LANG[language] ?? 'en',
      },
      (captcha) => {
        signal.addEventListener('abort', () => captcha.destroy?.());
        captcha
          .onReady(() => captcha.verify())
          .onSuccess(() => {
            const result = captcha.getValidate();
            if (result) resolve(result);
            else reject(errorInfo(HUMAN_CHECK_FAILED, 'errors.challengeFailed'));
          })
          .onClose(() => reject(errorInfo(HUMAN_CHECK_CANCELLED, 'errors.challengeFailed')))
          .onError(() => reject(errorInfo(HUMAN_CHECK_FAILED, 'errors.challengeFailed')));
      },
    );
  });
}
