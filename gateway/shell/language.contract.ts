/** How the gateway spells each language (pure data; machines, the client and the simulator read it). */

/**
 * The app's language code → the gateway's spelling, sent in the `Language` header, in every
 * language parameter and to `/wps/member/language`. The one table of it.
 * - CN → ZH: the public clients spell Chinese `ZH` (W1 brand config 76619 `supportLanguages`
 *   EN/HI/ZH; W3 captured `getHelp('ZH')` and `Language: ZH`); no source sends `CN`.
 * - EN, TH, HI: as they are (W1 supportLanguages; TH is the provider's Thai merchants' default).
 * - The spec's other codes (JA, VI, MY, ES, ID, KM, KO, MS, PT, TA, TW, TY, UR, TR, BN, AR, FA,
 *   RU, LO, NE, FR, TE, SW): the code itself. No public source shows how the gateway spells them,
 *   so none is renamed without evidence.
 */
const GATEWAY_LANGUAGE: Readonly<Record<string, string>> = { CN: 'ZH' };

/** The gateway's spelling of an app language code (upper case; unknown codes pass through). */
export function gatewayLanguage(app: string): string {
  const code = app.trim().toUpperCase();
  return GATEWAY_LANGUAGE[code] ?? code;
}
