/**
 * The number locales the tests and the fuzz try: Intl has no list of its locales, so a candidate list of languages
 * and common regions, kept to those Node's ICU knows; and among them the ones Kontor accepts.
 */
import { checkNumberLocale } from '../../platform/lib/number-locales.js';

const LANGUAGES =
  'af am ar az be bg bn bs ca cs cy da de el en es et eu fa fi fil fr ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ky lo lt lv mk ml mn mr ms my nb ne nl no pa pl ps pt ro ru si sk sl sq sr sv sw ta te th tk tr uk ur uz vi zh zu'.split(
    ' ',
  );
const REGIONAL =
  'ar-EG ar-SA ar-MA ar-TN ar-DZ ar-AE bn-BD de-AT de-CH de-LI de-LU en-AU en-CA en-CH en-GB en-IE en-IN en-NZ en-US en-ZA es-AR es-CL es-CO es-ES es-MX es-US fa-IR fr-BE fr-CA fr-CH fr-FR fr-LU it-CH it-IT nl-BE nl-NL pt-BR pt-PT sr-Latn-RS sv-FI zh-TW zh-HK ar-u-nu-latn hi-IN mr-IN ne-NP my-MM'.split(
    ' ',
  );

const CANDIDATE_LOCALES = Intl.NumberFormat.supportedLocalesOf([...LANGUAGES, ...REGIONAL]);

/** The candidates Kontor accepts, canonical, each with its separators. */
export const ACCEPTED_NUMBER_LOCALES = CANDIDATE_LOCALES.flatMap((locale) => {
  const check = checkNumberLocale(locale);
  return check.ok ? [{ locale: check.locale, separators: { ...check.separators, locale: check.locale } }] : [];
});
