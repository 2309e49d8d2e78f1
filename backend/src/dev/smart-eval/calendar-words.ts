/**
 * Month and weekday names the held-out value sets write dates with, in one place (each set defined its own before):
 * written here from the languages' calendars, never from the parsers' tables. Months January first, in the form a
 * date says them (Czech, Slovak and Polish in the genitive: "5. ledna"); weekdays Sunday first, as Date.getUTCDay
 * counts them.
 */
export const EN_MONTHS = 'January February March April May June July August September October November December'.split(' ');
export const EN_MONTHS_SHORT = EN_MONTHS.map((month) => month.slice(0, 3));
export const DE_MONTHS = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');
export const CS_MONTHS = 'ledna února března dubna května června července srpna září října listopadu prosince'.split(' ');
export const SK_MONTHS = 'januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra'.split(' ');
export const PL_MONTHS = 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia'.split(' ');

export const EN_DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
export const DE_DAYS = 'Sonntag Montag Dienstag Mittwoch Donnerstag Freitag Samstag'.split(' ');
export const CS_DAYS = 'neděle pondělí úterý středa čtvrtek pátek sobota'.split(' ');
/** "on Monday", "am Montag", "v pondělí", "v pondelok": a weekday after its preposition. */
export const EN_ON_DAYS = EN_DAYS.map((day) => `on ${day}`);
export const DE_AM_DAYS = DE_DAYS.map((day) => `am ${day}`);
export const CS_IN_DAYS = 'v neděli,v pondělí,v úterý,ve středu,ve čtvrtek,v pátek,v sobotu'.split(',');
export const SK_IN_DAYS = 'v nedeľu,v pondelok,v utorok,v stredu,vo štvrtok,v piatok,v sobotu'.split(',');
/** Abbreviations as calendars write them ("So" is Sunday in German and Saturday in Czech). */
export const EN_DAYS_SHORT = EN_DAYS.map((day) => day.slice(0, 3));
export const DE_DAYS_SHORT = DE_DAYS.map((day) => day.slice(0, 2));
export const CS_DAYS_SHORT = ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'];
