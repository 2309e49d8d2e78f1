/**
 * Amounts of the seventh held-out value set (values-fresh6.ts) that can read wrong without a word: what LLM tool
 * arguments pass ("EUR 1,234.50", "1 234,50 €", "1.234,- Kč", "CZK 15000.00"), lone marks with and without a
 * locale, ranges ("15-20"), two currencies, digits either side of a currency, products and sums.
 */
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import { type Case6, type Expected6, marksOf } from './values-fresh6-judge.js';
import { seededDraws } from './seeded-draws.js';

export function trapCases6(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 49_979_687 + 7);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    const [th, hu, ce] = [int(1, 99), int(100, 999), int(10, 99)];
    const sum = `${th * 1000 + hu}.${ce}`.replace(/0$/, '');
    const whole = String(th * 1000 + hu);
    const [llm, llmExpected] = pick([
      [`EUR ${th},${hu}.${ce}`, { value: `${sum} EUR` }],
      [`${th} ${hu},${ce} €`, { value: `${sum} EUR` }],
      [`€${th}.${hu},${ce}`, { value: `${sum} EUR` }],
      [`${th}.${hu},- Kč`, { value: `${whole} CZK` }],
      [`${th} ${hu},- Kč`, { value: `${whole} CZK` }],
      [`CZK ${whole}.00`, { value: `${whole} CZK` }],
      [`CZK ${whole},00`, { value: `${whole} CZK` }],
      [`${whole}.${ce} USD`, { value: `${sum} USD` }],
      [`USD ${th},${hu}`, 'refuse'],
      [`${th}.${hu} EUR`, 'refuse'],
      [`${th},${hu} Kč`, 'refuse'],
      [`${th}'${hu}.${ce} CHF`, { value: `${sum} CHF` }],
      [`PLN ${th} ${hu},${ce}`, { value: `${sum} PLN` }],
      [`${whole} Kč`, { value: `${whole} CZK` }],
      [`$${th},${hu},${ce}0`, { value: `${th}${hu}${ce}0 USD` }],
      [`${th}.${hu}.${ce}0,00 €`, { value: `${th}${hu}${ce}0 EUR` }],
      [`${whole}.${ce}0`, { any: [{ value: `${sum} -` }, 'refuse'] }],
      [`{"amount": "${whole}.${ce}", "currency": "EUR"}`, { any: [{ value: `${sum} EUR` }, 'refuse'] }],
      [`${whole}.${ce} EUR (EUR ${whole}.${ce})`, { any: [{ value: `${sum} EUR` }, 'refuse'] }],
    ] as [string, Expected6][]);
    add('amount-llm', llm, llmExpected, amount(llm));

    // Ranges, sums, products, two currencies and digits around a currency: never a pick.
    const [lo, hi] = [int(5, 40), int(41, 90)];
    const range = pick([
      `${lo}-${hi}`,
      `${lo}-${hi} €`,
      `${lo}–${hi} EUR`,
      `€${lo}-${hi}`,
      `${lo} - ${hi} tisíc`,
      `${lo}-${hi}k`,
      `$${lo}-$${hi}`,
      `${lo} to ${hi} dollars`,
      `${lo} bis ${hi} Euro`,
      `${lo} až ${hi} Kč`,
      `${lo} do ${hi} zł`,
      `${lo}/${hi} €`,
      `${lo} or ${hi} euros`,
      `${lo} nebo ${hi} korun`,
      `${lo} oder ${hi} Euro`,
      `${lo} x ${hi} €`,
      `${lo}*${hi}`,
      `${lo} + ${hi} EUR`,
      `${lo} € + ${hi} € Versand`,
      `${lo} EUR ${hi}`,
      `${lo} USD (${hi} EUR)`,
      `${lo}00 EUR / ${hi}00 CZK`,
      `${lo}%`,
      `${lo}.${hi}.${lo}`,
      `${lo},${hi},${lo}`,
    ]);
    add('amount-range6', range, 'refuse', amount(range));

    // A lone mark before three digits under a locale: as the locale writes it, a thousand; where the locale's decimal
    // mark, three decimals (refused) unless the last is 0; a mark the locale writes not at all, asked or refused.
    const locale = pick(['de-DE', 'en-US', 'cs-CZ', 'de-CH', 'pl-PL', 'fr-FR', 'en-GB', 'sk-SK', 'nl-NL', 'es-ES']);
    const marks = marksOf(locale);
    const [a, b] = [int(1, 99), pick([int(100, 999), int(10, 99) * 10])];
    const mark = pick(['.', ',']);
    const text = `${a}${mark}${b}`;
    const expected: Expected6 =
      mark === marks.group
        ? { value: `${a * 1000 + b} -` }
        : mark === marks.decimal && b % 10 === 0
          ? { value: `${Number(`${a}.${b}`)} -` }
          : 'refuse';
    add('amount-lone-mark', `${text} (${locale})`, expected, amount(text, marks));
  }
  return cases;
}
