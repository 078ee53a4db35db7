// GENERATED from src/hooks-bundle-entry.ts by scripts/build-hooks-bundle.ts. Do not edit:
// change the TypeScript and run `npm run build:hooks`. Hooks load it with
// require(`${__hooks}/site-bundle.js`).
/* eslint-disable */
"use strict";
var __defProp = Object.defineProperty;
var __defProps = Object.defineProperties;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __propIsEnum = Object.prototype.propertyIsEnumerable;
var __pow = Math.pow;
var __defNormalProp = (obj, key, value) =>
  key in obj
    ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value })
    : (obj[key] = value);
var __spreadValues = (a, b) => {
  for (var prop in b || (b = {})) if (__hasOwnProp.call(b, prop)) __defNormalProp(a, prop, b[prop]);
  if (__getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(b)) {
      if (__propIsEnum.call(b, prop)) __defNormalProp(a, prop, b[prop]);
    }
  return a;
};
var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
var __objRest = (source, exclude) => {
  var target = {};
  for (var prop in source)
    if (__hasOwnProp.call(source, prop) && exclude.indexOf(prop) < 0) target[prop] = source[prop];
  if (source != null && __getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(source)) {
      if (exclude.indexOf(prop) < 0 && __propIsEnum.call(source, prop)) target[prop] = source[prop];
    }
  return target;
};
var __export = (target, all) => {
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if ((from && typeof from === "object") || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, {
          get: () => from[key],
          enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable,
        });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
var __async = (__this, __arguments, generator) => {
  return new Promise((resolve, reject) => {
    var fulfilled = (value) => {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    };
    var rejected = (value) => {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    };
    var step = (x) => (x.done ? resolve(x.value) : Promise.resolve(x.value).then(fulfilled, rejected));
    step((generator = generator.apply(__this, __arguments)).next());
  });
};

// src/hooks-bundle-entry.ts
var hooks_bundle_entry_exports = {};
__export(hooks_bundle_entry_exports, {
  ALT_TEXT_REQUIRED: () => ALT_TEXT_REQUIRED,
  APPLICATION_MESSAGES: () => APPLICATION_MESSAGES,
  BASIC_DAYS: () => BASIC_DAYS,
  HOUR_FIELDS: () => HOUR_FIELDS,
  IMAGE_LIMITS: () => IMAGE_LIMITS,
  JOB_MESSAGES: () => JOB_MESSAGES,
  LOCALES: () => LOCALES,
  MAX_HIT_BYTES: () => MAX_HIT_BYTES,
  PASSWORD_MESSAGES: () => PASSWORD_MESSAGES,
  PREMIUM_FEATURES: () => PREMIUM_FEATURES,
  PREMIUM_FIELDS: () => PREMIUM_FIELDS,
  PREMIUM_IMAGE_KINDS: () => PREMIUM_IMAGE_KINDS,
  PUBLIC_CENTER_FILTER: () => PUBLIC_CENTER_FILTER,
  REMINDER_INTERVAL_DAYS: () => REMINDER_INTERVAL_DAYS,
  SIGN_IN_WINDOW_MINUTES: () => SIGN_IN_WINDOW_MINUTES,
  STALE_AFTER_DAYS: () => STALE_AFTER_DAYS,
  VIDEO_LIMIT: () => VIDEO_LIMIT,
  VIDEO_LIMIT_MESSAGE: () => VIDEO_LIMIT_MESSAGE,
  WEEKDAYS: () => WEEKDAYS,
  accountMail: () => accountMail,
  altersPublicPage: () => altersPublicPage,
  availabilityLine: () => availabilityLine,
  canPostJobs: () => canPostJobs,
  centerHref: () => centerHref,
  checkApplication: () => checkApplication,
  checkApplicationBody: () => checkApplicationBody,
  checkCenterRecord: () => checkCenterRecord,
  checkClosingTimes: () => checkClosingTimes,
  checkContact: () => checkContact,
  checkHit: () => checkHit,
  checkJobPosting: () => checkJobPosting,
  fetchableWebsite: () => fetchableWebsite,
  fileTooLargeMessage: () => fileTooLargeMessage,
  format: () => format,
  formatMatchDate: () => formatMatchDate,
  imageLimitMessage: () => imageLimitMessage,
  intakeDetails: () => intakeDetails,
  intakeStatusHref: () => intakeStatusHref,
  isBotAgent: () => isBotAgent,
  isPublicApproval: () => isPublicApproval,
  isReminderDue: () => isReminderDue,
  isStaleListing: () => isStaleListing,
  isTooLarge: () => isTooLarge,
  localizePath: () => localizePath,
  mailTexts: () => mailTexts,
  matchIntake: () => matchIntake,
  minnesotaToday: () => minnesotaToday,
  parseIntake: () => parseIntake,
  passwordProblem: () => passwordProblem,
  periodDays: () => periodDays,
  planImport: () => planImport,
  planOf: () => planOf,
  premiumMessage: () => premiumMessage,
  publicPaths: () => publicPaths,
  readableDays: () => readableDays,
  signInWaitMinutes: () => signInWaitMinutes,
  slugify: () => slugify2,
  storedIntake: () => storedIntake,
  toMatchableCenter: () => toMatchableCenter,
  tooManySignInsMessage: () => tooManySignInsMessage,
});
module.exports = __toCommonJS(hooks_bundle_entry_exports);

// src/lib/i18n/messages/en/facts.ts
var facts_default = {
  ages: {
    "early-intervention": "Early Intervention (0-3 years)",
    preschool: "Preschool (3-5 years)",
    "school-age": "School Age (6-12 years)",
    adolescent: "Adolescent (13-17 years)",
    "young-adult": "Young Adult (18-21 years)",
    adult: "Adult (22+ years)",
  },
  insurance: {
    "blue-cross-blue-shield": "Blue Cross Blue Shield",
    medica: "Medica",
    healthpartners: "HealthPartners",
    ucare: "UCare",
    humana: "Humana",
    aetna: "Aetna",
    "united-healthcare": "United Healthcare",
    "medical-assistance": "Medical Assistance (MA)",
    minnesotacare: "MinnesotaCare",
    eidbi: "EIDBI (Minnesota autism benefit)",
    tefra: "TEFRA",
    "private-pay": "Private pay",
  },
  languages: {
    english: "English",
    spanish: "Spanish",
    somali: "Somali",
    hmong: "Hmong",
    vietnamese: "Vietnamese",
    russian: "Russian",
    german: "German",
    french: "French",
    arabic: "Arabic",
    korean: "Korean",
  },
  settings: {
    home: "In the home",
    center: "At the center",
    school: "At school",
    telehealth: "Telehealth",
  },
  accepting: {
    accepting: "Accepting new clients",
    waitlist: "Waitlist",
    "not-accepting": "Not accepting new clients",
    unknown: "Availability not listed",
  },
  waitlistOne: "Waitlist: about {weeks} week",
  waitlistOther: "Waitlist: about {weeks} weeks",
  weekdays: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  closed: "Closed",
  /** Month names, January first: Hmong dates are written from them (CLDR has no Hmong). */
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

// src/domain/center/choices.ts
var CITIES = [
  "Minneapolis",
  "Saint Paul",
  "Rochester",
  "Bloomington",
  "Duluth",
  "Brooklyn Park",
  "Plymouth",
  "Saint Cloud",
  "Woodbury",
  "Eagan",
  "Burnsville",
  "Eden Prairie",
  "Coon Rapids",
  "Blaine",
  "Lakeville",
  "Minnetonka",
  "Apple Valley",
  "Edina",
  "Maple Grove",
  "Moorhead",
];
var AGE_GROUPS = [
  { value: "early-intervention", label: facts_default.ages["early-intervention"] },
  { value: "preschool", label: facts_default.ages.preschool },
  { value: "school-age", label: facts_default.ages["school-age"] },
  { value: "adolescent", label: facts_default.ages.adolescent },
  { value: "young-adult", label: facts_default.ages["young-adult"] },
  { value: "adult", label: facts_default.ages.adult },
];
var INSURANCE = [
  { value: "blue-cross-blue-shield", label: facts_default.insurance["blue-cross-blue-shield"] },
  { value: "medica", label: facts_default.insurance.medica },
  { value: "healthpartners", label: facts_default.insurance.healthpartners },
  { value: "ucare", label: facts_default.insurance.ucare },
  { value: "humana", label: facts_default.insurance.humana },
  { value: "aetna", label: facts_default.insurance.aetna },
  { value: "united-healthcare", label: facts_default.insurance["united-healthcare"] },
  { value: "medical-assistance", label: facts_default.insurance["medical-assistance"] },
  { value: "minnesotacare", label: facts_default.insurance.minnesotacare },
  { value: "eidbi", label: facts_default.insurance.eidbi },
  { value: "tefra", label: facts_default.insurance.tefra },
  { value: "private-pay", label: facts_default.insurance["private-pay"] },
];
var LANGUAGES = [
  { value: "english", label: facts_default.languages.english },
  { value: "spanish", label: facts_default.languages.spanish },
  { value: "somali", label: facts_default.languages.somali },
  { value: "hmong", label: facts_default.languages.hmong },
  { value: "vietnamese", label: facts_default.languages.vietnamese },
  { value: "russian", label: facts_default.languages.russian },
  { value: "german", label: facts_default.languages.german },
  { value: "french", label: facts_default.languages.french },
  { value: "arabic", label: facts_default.languages.arabic },
  { value: "korean", label: facts_default.languages.korean },
];
var SERVICE_SETTINGS = [
  { value: "home", label: facts_default.settings.home },
  { value: "center", label: facts_default.settings.center },
  { value: "school", label: facts_default.settings.school },
  { value: "telehealth", label: facts_default.settings.telehealth },
];
var ACCEPTING_CLIENTS = [
  { value: "accepting", label: facts_default.accepting.accepting },
  { value: "waitlist", label: facts_default.accepting.waitlist },
  { value: "not-accepting", label: facts_default.accepting["not-accepting"] },
];
function labelOf(choices, value) {
  var _a3, _b;
  return (_b = (_a3 = choices.find((c) => c.value === value)) == null ? void 0 : _a3.label) != null ? _b : value;
}

// src/features/intake/matching/match-availability.ts
var LONG_WAITLIST_WEEKS = 26;
var MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
function storedDateParts(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, year = "", month = "", day = ""] = match;
  return { year, month: Number(month), day: Number(day) };
}
function formatMatchDate(value) {
  var _a3;
  const parts = storedDateParts(value);
  if (!parts) return "";
  return `${(_a3 = MONTHS[parts.month - 1]) != null ? _a3 : ""} ${String(parts.day)}, ${parts.year}`;
}
function daysBetween(from, to) {
  const day = (value) => Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
  return Math.round((day(to) - day(from)) / 864e5);
}
function availabilityShare(center) {
  switch (center.acceptingClients) {
    case "accepting":
      return 1;
    case "waitlist":
      if (center.waitlistWeeks <= 0) return 0.4;
      return Math.max(0.1, 0.8 * (1 - center.waitlistWeeks / LONG_WAITLIST_WEEKS));
    case "not-accepting":
      return 0;
    default:
      return 0.2;
  }
}
function freshness(updated, today) {
  if (!formatMatchDate(updated)) return 0.6;
  const age = daysBetween(updated, today);
  if (age <= 30) return 1;
  return age <= 90 ? 0.8 : 0.6;
}
function availabilityFactor(center, today) {
  return availabilityShare(center) * freshness(center.availabilityUpdated, today);
}

// src/lib/i18n/locales.ts
var LOCALES = ["en", "es", "so", "hmn"];
var DEFAULT_LOCALE = "en";
var INTL_TAGS = {
  en: "en-US",
  es: "es-US",
  so: "so-SO",
  hmn: "en-US",
};
function isLocale(value) {
  return typeof value === "string" && LOCALES.includes(value);
}
function toLocale(value) {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
var UNTRANSLATED =
  /^\/(?:(?:dashboard|admin|api|_|open-data|directory-index|sitemap|robots|favicon|_astro|pagefind|images)(?:[/?#.]|$)|centers\/(?:cards|locations|zip)\/|careers\/jobs-index)/;
function isTranslatedPath(path) {
  return path.startsWith("/") && !path.startsWith("//") && !UNTRANSLATED.test(path);
}
function splitLocale(path) {
  const match = /^\/(es|so|hmn)(?=[/?#]|$)/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(match[0].length);
  return {
    locale: match[1],
    path: rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest,
  };
}
function localizePath(locale, path) {
  if (locale === DEFAULT_LOCALE || !isTranslatedPath(path)) return path;
  if (splitLocale(path).locale !== DEFAULT_LOCALE) return path;
  if (path === "/" || /^\/[?#]/.test(path)) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

// src/lib/i18n/messages/hmn/facts.ts
var facts_default2 = {
  ages: {
    "early-intervention": "Kev pab thaum ntxov (0-3 xyoos)",
    preschool: "Tsev kawm ntawv me nyuam yaus (3-5 xyoos)",
    "school-age": "Hnub nyoog kawm ntawv (6-12 xyoos)",
    adolescent: "Hluas (13-17 xyoos)",
    "young-adult": "Tub ntxhais hluas (18-21 xyoos)",
    adult: "Neeg laus (22 xyoos rov saud)",
  },
  insurance: {
    "blue-cross-blue-shield": "Blue Cross Blue Shield",
    medica: "Medica",
    healthpartners: "HealthPartners",
    ucare: "UCare",
    humana: "Humana",
    aetna: "Aetna",
    "united-healthcare": "United Healthcare",
    "medical-assistance": "Medical Assistance (MA)",
    minnesotacare: "MinnesotaCare",
    eidbi: "EIDBI (kev pab rau autism hauv Minnesota)",
    tefra: "TEFRA",
    "private-pay": "Them nyiaj ntiag tug",
  },
  languages: {
    english: "Lus Askiv",
    spanish: "Lus Mev",
    somali: "Lus Somali",
    hmong: "Lus Hmoob",
    vietnamese: "Lus Nyab Laj",
    russian: "Lus Lavxias",
    german: "Lus Yelemees",
    french: "Lus Fabkis",
    arabic: "Lus Arab",
    korean: "Lus Kauslim",
  },
  settings: {
    home: "Hauv tsev",
    center: "Hauv lub chaw",
    school: "Hauv tsev kawm ntawv",
    telehealth: "Kho mob hauv online (telehealth)",
  },
  accepting: {
    accepting: "Txais cov neeg tshiab",
    waitlist: "Daim ntawv teev npe tos",
    "not-accepting": "Tsis txais cov neeg tshiab",
    unknown: "Tsis tau qhia tias puas muaj chaw",
  },
  waitlistOne: "Daim ntawv teev npe tos: kwv yees li {weeks} lub lim tiam",
  waitlistOther: "Daim ntawv teev npe tos: kwv yees li {weeks} lub lim tiam",
  weekdays: {
    monday: "Hnub Ib",
    tuesday: "Hnub Ob",
    wednesday: "Hnub Peb",
    thursday: "Hnub Plaub",
    friday: "Hnub Tsib",
    saturday: "Hnub Rau",
    sunday: "Hnub Xya",
  },
  closed: "Kaw",
  months: [
    "Lub Ib Hlis",
    "Lub Ob Hlis",
    "Lub Peb Hlis",
    "Lub Plaub Hlis",
    "Lub Tsib Hlis",
    "Lub Rau Hli",
    "Lub Xya Hli",
    "Lub Yim Hli",
    "Lub Cuaj Hli",
    "Lub Kaum Hli",
    "Lub Kaum Ib Hlis",
    "Lub Kaum Ob Hlis",
  ],
};

// src/lib/i18n/format.ts
var formatters = /* @__PURE__ */ new Map();
function kept(key, make) {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
function numberFormat(tag, options = {}) {
  return kept(`n ${tag} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}
function pluralRules(tag) {
  return kept(`p ${tag}`, () => new Intl.PluralRules(tag));
}
function format(message, values2 = {}) {
  return message.replace(/\{(\w+)\}/g, (whole, name) => (name in values2 ? String(values2[name]) : whole));
}
function plural(locale, count, messages, values2 = {}) {
  const rule =
    typeof Intl === "undefined" ? (count === 1 ? "one" : "other") : pluralRules(INTL_TAGS[locale]).select(count);
  const message = rule === "one" ? messages.one : messages.other;
  return format(message, __spreadValues({ count: formatNumber(locale, count) }, values2));
}
function formatNumber(locale, value) {
  if (typeof Intl === "undefined") return String(value);
  return numberFormat(INTL_TAGS[locale]).format(value);
}

// src/domain/center/availability.ts
var ENGLISH = { locale: "en", facts: facts_default };
function availabilityText(center, { locale, facts } = ENGLISH) {
  const { accepting, waitlistOne, waitlistOther } = facts;
  switch (center.acceptingClients) {
    case "accepting":
    case "not-accepting":
      return accepting[center.acceptingClients];
    case "waitlist": {
      const weeks = center.waitlistWeeks;
      if (weeks <= 0) return accepting.waitlist;
      return plural(locale, weeks, { one: waitlistOne, other: waitlistOther }, { weeks });
    }
    default:
      return accepting.unknown;
  }
}

// src/lib/i18n/messages/en/matching.ts
var matching_default = {
  inCity: "In {city}, one of your cities",
  outsideCity: "In {city}, outside your cities",
  noCity: "In a city not listed, outside your cities",
  nearOne: "About {miles} mile from {city}",
  nearOther: "About {miles} miles from {city}",
  farOne: "About {miles} mile from {city}, outside your cities",
  farOther: "About {miles} miles from {city}, outside your cities",
  askInsurance: "Ask whether they take your insurance plan",
  accepts: "Accepts {insurance}",
  privatePay: "private pay",
  notListed: "Does not list {what}",
  speaks: "Staff speak {languages}",
  or: "or",
  serves: "Serves {age}",
  offers: "Offers services {setting}",
  notOffered: "Does not list services {setting}",
  settings: {
    home: "in your home",
    center: "at the center",
    school: "at school",
    telehealth: "by telehealth",
  },
  estimateFrom: "{availability} (estimate from {date})",
  asOf: "{availability} (as of {date})",
  callToAsk: "{availability}: call to ask",
  /** Other languages' dates (English keeps the short month of its other server texts). */
  date: "{month} {day}, {year}",
};

// src/features/intake/matching/match-notes.ts
var ENGLISH_MATCH_TEXT = {
  locale: "en",
  facts: facts_default,
  matching: matching_default,
};
function noteDate(text4, value) {
  var _a3;
  if (text4.locale === "en") return formatMatchDate(value);
  const parts = storedDateParts(value);
  if (!parts) return "";
  const month = (_a3 = text4.facts.months[parts.month - 1]) != null ? _a3 : "";
  return format(text4.matching.date, { day: String(parts.day), month, year: parts.year });
}
function availabilityNote(note, text4 = ENGLISH_MATCH_TEXT) {
  const m = text4.matching;
  const availability = availabilityText(note, text4);
  const date2 = noteDate(text4, note.availabilityUpdated);
  if (!date2) return note.acceptingClients ? availability : format(m.callToAsk, { availability });
  const pattern2 = note.acceptingClients === "waitlist" ? m.estimateFrom : m.asOf;
  return format(pattern2, { availability, date: date2 });
}
function describeNote(note, text4 = ENGLISH_MATCH_TEXT) {
  const { facts, matching: m } = text4;
  const languages = (list3, joiner) => list3.map((l) => facts.languages[l]).join(joiner);
  switch (note.kind) {
    case "in-city":
      return format(m.inCity, { city: note.city });
    case "outside-city":
      return note.city ? format(m.outsideCity, { city: note.city }) : m.noCity;
    case "near":
    case "far": {
      const one = note.miles === 1;
      const pattern2 = note.kind === "near" ? (one ? m.nearOne : m.nearOther) : one ? m.farOne : m.farOther;
      return format(pattern2, { miles: note.miles, city: note.city });
    }
    case "ask-insurance":
      return m.askInsurance;
    case "accepts":
    case "lacks-insurance": {
      const insurance = note.privatePay ? m.privatePay : facts.insurance[note.insurance];
      return note.kind === "accepts" ? format(m.accepts, { insurance }) : format(m.notListed, { what: insurance });
    }
    case "speaks":
      return format(m.speaks, { languages: languages(note.languages, ", ") });
    case "lacks-languages":
      return format(m.notListed, { what: languages(note.languages, ` ${m.or} `) });
    case "serves":
      return format(m.serves, { age: facts.ages[note.age] });
    case "lacks-age":
      return format(m.notListed, { what: facts.ages[note.age] });
    case "offers":
      return format(m.offers, { setting: m.settings[note.setting] });
    case "lacks-setting":
      return format(m.notOffered, { setting: m.settings[note.setting] });
    case "availability":
      return availabilityNote(note, text4);
  }
}

// src/domain/center/city-centroids.ts
var CITY_CENTROIDS = {
  Minneapolis: {
    latitude: 44.96,
    longitude: -93.2743,
    zips: "55401 55403 55404 55405 55406 55407 55408 55409 55410 55411 55412 55413 55414 55416 55417 55418 55419",
  },
  "Saint Paul": {
    latitude: 44.955,
    longitude: -93.1178,
    zips: "55101 55102 55103 55104 55105 55106 55107 55108 55114 55116 55117 55119 55130",
  },
  Rochester: { latitude: 44.0428, longitude: -92.4439, zips: "55901 55902 55904 55906" },
  Bloomington: { latitude: 44.832, longitude: -93.3109, zips: "55420 55425 55431 55437 55438" },
  Duluth: {
    latitude: 46.8035,
    longitude: -92.1114,
    zips: "55802 55803 55804 55805 55806 55807 55811",
  },
  "Brooklyn Park": { latitude: 45.1059, longitude: -93.3523, zips: "55428 55443 55444 55445" },
  Plymouth: { latitude: 45.0239, longitude: -93.4561, zips: "55441 55442 55446 55447" },
  "Saint Cloud": { latitude: 45.5548, longitude: -94.1713, zips: "56301 56303 56304" },
  Woodbury: { latitude: 44.9091, longitude: -92.9334, zips: "55125 55129" },
  Eagan: { latitude: 44.813, longitude: -93.1718, zips: "55121 55122 55123" },
  Burnsville: { latitude: 44.7458, longitude: -93.2837, zips: "55306 55337" },
  "Eden Prairie": { latitude: 44.8562, longitude: -93.4532, zips: "55344 55346 55347" },
  "Coon Rapids": { latitude: 45.1775, longitude: -93.3107, zips: "55433 55448" },
  Blaine: { latitude: 45.1689, longitude: -93.2197, zips: "55434 55449" },
  Lakeville: { latitude: 44.6749, longitude: -93.2578, zips: "55044" },
  Minnetonka: { latitude: 44.9269, longitude: -93.4568, zips: "55305 55343 55345" },
  "Apple Valley": { latitude: 44.7497, longitude: -93.2029, zips: "55124" },
  Edina: { latitude: 44.8891, longitude: -93.356, zips: "55424 55435 55436 55439" },
  "Maple Grove": { latitude: 45.1004, longitude: -93.4573, zips: "55311 55369" },
  Moorhead: { latitude: 46.8677, longitude: -96.7572, zips: "56560" },
};
function cityCentroid(city) {
  return CITY_CENTROIDS[city];
}

// src/domain/center/geo.ts
var EARTH_RADIUS_MILES = 3958.8;
var toRadians = (degrees) => (degrees * Math.PI) / 180;
function distanceMiles(a, b) {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    __pow(Math.sin(dLat / 2), 2) +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * __pow(Math.sin(dLng / 2), 2);
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// src/features/intake/matching/matching.ts
var MATCH_WEIGHTS = {
  /** In one of the family's cities (nearby centers get at most NEARBY_POINTS). */
  location: 35,
  /** Times match-availability.ts availabilityFactor: accepting 1, waitlists less, old estimates less. */
  availability: 25,
  /** Delivers services where the family wants them (home, center or school). */
  setting: 15,
  /** Staff speak one of the family's languages (full points when the family named none). */
  language: 15,
  /** Lists the family's insurance or funding; 0 when the family chose 'other'. */
  insurance: 10,
};
var NEARBY_POINTS = 25;
var DISTANCE_LIMIT_MILES = 60;
var MAX_MATCHES = 10;
var MAX_PARTIAL_MATCHES = 5;
function assessLocation(center, cities, a) {
  if (cities.includes(center.city)) {
    a.locationPoints = MATCH_WEIGHTS.location;
    a.reasons.push({ kind: "in-city", city: center.city });
    return;
  }
  let nearest;
  for (const city of cities) {
    const centroid = cityCentroid(city);
    if (!centroid || !center.location) continue;
    const miles2 = distanceMiles(centroid, center.location);
    if (!nearest || miles2 < nearest.miles) nearest = { city, miles: miles2 };
  }
  if (!nearest) {
    a.cautions.push({ kind: "outside-city", city: center.city });
    return;
  }
  const miles = Math.max(1, Math.round(nearest.miles));
  a.locationPoints = NEARBY_POINTS * Math.max(0, 1 - nearest.miles / DISTANCE_LIMIT_MILES);
  if (a.locationPoints > 0) a.reasons.push({ kind: "near", miles, city: nearest.city });
  else a.cautions.push({ kind: "far", miles, city: nearest.city });
}
function assessInsurance(center, needs, a) {
  if (needs.insurance === "other") {
    a.cautions.push({ kind: "ask-insurance" });
    return 0;
  }
  const privatePay = needs.insurance === "no-insurance";
  const insurance = needs.insurance === "no-insurance" ? "private-pay" : needs.insurance;
  if (!center.insurance.includes(insurance)) {
    a.unmet += 1;
    a.cautions.push({ kind: "lacks-insurance", insurance, privatePay });
    return 0;
  }
  a.reasons.push({ kind: "accepts", insurance, privatePay });
  return MATCH_WEIGHTS.insurance;
}
function assessLanguage(center, needs, a) {
  if (needs.languages.length === 0) return MATCH_WEIGHTS.language;
  const shared = needs.languages.filter((l) => center.languages.includes(l));
  if (shared.length === 0) {
    a.cautions.push({ kind: "lacks-languages", languages: needs.languages });
    return 0;
  }
  a.reasons.push({ kind: "speaks", languages: shared });
  return MATCH_WEIGHTS.language;
}
function assessAvailability(center, today, a) {
  const note = {
    kind: "availability",
    acceptingClients: center.acceptingClients,
    waitlistWeeks: center.waitlistWeeks,
    availabilityUpdated: center.availabilityUpdated,
  };
  if (center.acceptingClients === "accepting" || center.acceptingClients === "waitlist") a.reasons.push(note);
  else a.cautions.push(note);
  return MATCH_WEIGHTS.availability * availabilityFactor(center, today);
}
function assess(center, needs, today) {
  const a = {
    center,
    score: 0,
    locationPoints: 0,
    unmet: 0,
    reasons: [],
    cautions: [],
  };
  assessLocation(center, needs.cities, a);
  const age = needs.ageGroup;
  if (center.ageGroups.includes(age)) a.reasons.push({ kind: "serves", age });
  else {
    a.unmet += 1;
    a.cautions.push({ kind: "lacks-age", age });
  }
  let points = a.locationPoints + assessInsurance(center, needs, a) + assessLanguage(center, needs, a);
  if (center.serviceSettings.includes(needs.setting)) {
    points += MATCH_WEIGHTS.setting;
    a.reasons.push({ kind: "offers", setting: needs.setting });
  } else {
    a.cautions.push({ kind: "lacks-setting", setting: needs.setting });
  }
  points += assessAvailability(center, today, a);
  a.score = Math.round(points);
  return a;
}
function byName(a, b) {
  const x = a.center.name.toLowerCase();
  const y = b.center.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.center.number - b.center.number;
}
function toMatch(a, index) {
  return {
    center: a.center,
    rank: index + 1,
    score: a.score,
    partial: a.unmet > 0,
    notes: { reasons: a.reasons, cautions: a.cautions },
    reasons: a.reasons.map((note) => describeNote(note)),
    cautions: a.cautions.map((note) => describeNote(note)),
  };
}
function rankCenters(needs, centers, today) {
  const assessed = centers.map((center) => assess(center, needs, today));
  const full = assessed.filter((a) => a.unmet === 0);
  if (full.length > 0) {
    const ranked = full.sort((a, b) => b.score - a.score || byName(a, b));
    return { kind: "matches", matches: ranked.slice(0, MAX_MATCHES).map(toMatch) };
  }
  const partial2 = assessed.sort(
    (a, b) => a.unmet - b.unmet || b.locationPoints - a.locationPoints || b.score - a.score || byName(a, b),
  );
  const shown = partial2.slice(0, MAX_PARTIAL_MATCHES).map(toMatch);
  return { kind: shown.length > 0 ? "partial" : "none", matches: shown };
}

// src/lib/i18n/messages/en/intake.ts
var intake_default = {
  page: {
    title: "Find Support",
    description:
      "Answer five short steps and get a ranked list of Minnesota autism centers that serve your child's age, take your insurance and have room.",
    heading: "Get Matched with Centers",
    intro:
      "Tell us what your family needs. We rank the centers that serve your child's age group and take your insurance, and, if you allow it, send your request to the ones that manage their listing here. A private link then shows which centers have seen it, so you need not call around every week.",
    noscriptBefore: "This form needs JavaScript. Without it, you can browse the",
    noscriptLink: "directory of centers",
    noscriptAfter: "and contact them directly.",
  },
  statusPage: {
    title: "Your Request Status",
    description: "Where your request to Minnesota autism centers stands.",
    heading: "Your Request Status",
    intro: "This page is private to you: anyone with its link can see it, so keep the link to yourself.",
  },
  steps: {
    personal: "Personal Information",
    location: "Location Preferences",
    preferences: "Center Preferences",
    insurance: "Insurance Information",
    permissions: "Permissions",
  },
  progress: {
    step: "Step {step} of {total}",
    complete: "{percent}% complete",
    label: "Form progress",
    value: "Step {step} of {total}, {percent}% complete",
  },
  fields: {
    name: "Full name",
    phone: "Phone",
    email: "Email",
    cities: "Preferred cities (choose one or more)",
    languages: "Preferred languages",
    otherLanguage: "Please specify the other language",
    serviceLocation: "Where should services happen?",
    ageGroup: "Age group",
    centerSize: "Center size",
    startDate: "Desired start date",
    startDateHint: "Today or later.",
    insuranceProvider: "Insurance provider or funding",
    insurancePlan: "Insurance plan name or ID",
    allowContact: "Share my request with the matched centers so they can contact me",
    allowInformationUse: "I agree that the information I give may be used to match me with centers",
    optional: "(optional)",
    honeypot: "Website (leave empty)",
  },
  choices: {
    serviceLocations: {
      residence: "At my residence",
      center: "At the center",
      school: "At school",
    },
    centerSizes: {
      small: "Small (1-25 clients)",
      medium: "Medium (26-75 clients)",
      large: "Large (76-150 clients)",
      "very-large": "Very Large (150+ clients)",
      "no-preference": "No preference",
    },
    otherInsurance: "Other",
    noInsurance: "No Insurance",
    otherLanguage: "Other",
  },
  buttons: {
    previous: "Previous",
    next: "Next",
    submit: "Submit Form",
    submitting: "Submitting...",
    startOver: "Start a New Request",
  },
  toasts: {
    sentTitle: "Form submitted successfully!",
    sent: "We'll be in touch soon to help you find the right center.",
    failedTitle: "Error submitting form",
    failed: "Please try again later.",
  },
  /**
   * The wizard's rule texts (intake-schema.ts) and the server's, keyed by the English text
   * the shared rules write (translateText): English keeps them as the spec words them.
   */
  errors: {
    "Please complete all required fields": "Please complete all required fields",
    "All fields in this step are required to continue.": "All fields in this step are required to continue.",
    "All fields are required to submit.": "All fields are required to submit.",
    "Full name must be at least 2 characters": "Full name must be at least 2 characters",
    "Please enter a valid phone number": "Please enter a valid phone number",
    "Please enter a valid email address": "Please enter a valid email address",
    "Choose at least one city": "Choose at least one city",
    "Choose where services should happen": "Choose where services should happen",
    "Choose an age group": "Choose an age group",
    "Choose a center size": "Choose a center size",
    "Choose a desired start date": "Choose a desired start date",
    "The desired start date cannot be in the past": "The desired start date cannot be in the past",
    "Choose an insurance provider": "Choose an insurance provider",
    "Please agree so we can match you with centers": "Please agree so we can match you with centers",
    "At most 100 characters": "At most 100 characters",
    "At most 200 characters": "At most 200 characters",
    "The form language must be one of en, es, so or hmn.": "The form language must be one of en, es, so or hmn.",
    "This field is not accepted.": "This field is not accepted.",
  },
  results: {
    heading: "Your matches",
    matchesOne: "{count} center serves your child's age group and takes your insurance. Best match first:",
    matchesOther: "{count} centers serve your child's age group and take your insurance. Best match first:",
    partial: "No center matches everything you asked for yet. These come closest; each says what it does not match.",
    none: "No center matches your answers yet. We'll be in touch to help you find the right center.",
    sentToCenter: "Your request was sent to this center.",
    nextHeading: "What happens next",
    sharedWith:
      "As you allowed, we sent your request to {centers}. They contact you by phone or e-mail; you can also call them yourself from their pages.",
    notShared: "Call or e-mail the centers above from their pages; we will also be in touch.",
    follow: "Follow your request",
    followRest:
      "on its private page: it shows whether each center has seen and answered your request. We also e-mailed you the link; keep it to yourself.",
    why: "Why {name} matches",
    goodToKnow: "Good to know about {name}",
  },
  openings: {
    label: "E-mail me when one of my matches with a waitlist starts accepting new clients",
    on: "We will e-mail you when a center opens up.",
    off: "Opening e-mails are off.",
    failed: "Could not save this setting. Please try again later.",
  },
  status: {
    loading: "Loading your request…",
    invalid: "This status link is not valid.",
    invalidHelp: "Check that you copied the whole link from your e-mail, or",
    invalidLink: "send a new request",
    error: "Could not load your request. Please try again later.",
    sentOn: "Sent on {date}.",
    centersHeading: "Centers matched with your request",
    none: "No center matched your request yet. We'll be in touch to help you find the right center.",
    openingsHeading: "Openings",
    partial: "A partial match: your request was not sent. Contact the center directly.",
    unclaimed: "Not sent: this center does not manage its listing here yet. Contact it directly.",
    notShared: "Not sent, as you chose. Contact the center directly.",
    responded: "Responded on {date}.",
    viewed: "Viewed on {date}; no response yet.",
    sent: "Sent; not viewed yet.",
  },
};

// src/features/intake/intake-choices.ts
var SERVICE_LOCATIONS = [
  { value: "residence", label: intake_default.choices.serviceLocations.residence },
  { value: "center", label: intake_default.choices.serviceLocations.center },
  { value: "school", label: intake_default.choices.serviceLocations.school },
];
var CENTER_SIZES = [
  { value: "small", label: intake_default.choices.centerSizes.small },
  { value: "medium", label: intake_default.choices.centerSizes.medium },
  { value: "large", label: intake_default.choices.centerSizes.large },
  { value: "very-large", label: intake_default.choices.centerSizes["very-large"] },
  { value: "no-preference", label: intake_default.choices.centerSizes["no-preference"] },
];
var INTAKE_INSURANCE = [
  ...INSURANCE.filter((c) => c.value !== "private-pay"),
  { value: "other", label: intake_default.choices.otherInsurance },
  { value: "no-insurance", label: intake_default.choices.noInsurance },
];
var INTAKE_LANGUAGES = [
  "English",
  "Spanish",
  "Somali",
  "Hmong",
  "Vietnamese",
  "Russian",
  "German",
  "French",
  "Arabic",
  "Korean",
  "Other",
];

// src/features/intake/intake-needs.ts
var SETTINGS = {
  residence: "home",
  center: "center",
  school: "school",
};
function needsFromIntake(intake) {
  const languages = intake.language_preference
    .map((label) => {
      var _a3;
      return (_a3 = LANGUAGES.find((l) => l.label === label)) == null ? void 0 : _a3.value;
    })
    .filter((value) => value !== void 0);
  return {
    cities: intake.preferred_locations,
    ageGroup: intake.age_group,
    insurance: intake.insurance_provider,
    languages,
    setting: SETTINGS[intake.service_location],
  };
}

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values2 = Object.entries(entries)
    .filter(([k, _]) => numericValues.indexOf(+k) === -1)
    .map(([_, v]) => v);
  return values2;
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint") return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject(o) === false) return false;
  const ctor = o.constructor;
  if (ctor === void 0) return true;
  if (typeof ctor !== "function") return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false) return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o)) return __spreadValues({}, o);
  if (Array.isArray(o)) return [...o];
  if (o instanceof Map) return new Map(o);
  if (o instanceof Set) return new Set(o);
  return o;
}
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
function escapeRegex(str2) {
  return str2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def != null ? def : inst._zod.def);
  if (!def || (params == null ? void 0 : params.parent)) cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params) return {};
  if (typeof params === "string") return { error: () => params };
  if ((params == null ? void 0 : params.message) !== void 0) {
    if ((params == null ? void 0 : params.error) !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string") return __spreadProps(__spreadValues({}, params), { error: () => params.error });
  return params;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
function aborted(x, startIndex = 0) {
  var _a3;
  if (x.aborted === true) return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (((_a3 = x.issues[i]) == null ? void 0 : _a3.continue) !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  var _a3;
  if (x.aborted === true) return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (((_a3 = x.issues[i]) == null ? void 0 : _a3.continue) === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a4;
    var _a3;
    (_a4 = (_a3 = iss).path) != null ? _a4 : (_a3.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message == null ? void 0 : message.message;
}
function sizeCaps(defChecks) {
  var _a3, _b;
  const caps = [];
  for (const ch of defChecks != null ? defChecks : []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check)) break;
    const max = (_b = (_a3 = d.maximum) != null ? _a3 : d.length) != null ? _b : d.size;
    if (max >= 0) caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a4;
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a4 = (_a3 = issues[i]).schema) != null ? _a4 : (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a4, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q;
  var _a3;
  const traits = (_b = (_a4 = iss.inst) == null ? void 0 : _a4._zod) == null ? void 0 : _b.traits;
  if (traits == null ? void 0 : traits.has("$ZodType")) {
    if (traits.has("$ZodCheck")) (_c = (_a3 = iss).schema) != null ? _c : (_a3.schema = iss.inst);
    else iss.schema = iss.inst;
  }
  const schemaError =
    iss.schema !== iss.inst
      ? (_e = (_d = iss.schema) == null ? void 0 : _d._zod.def) == null
        ? void 0
        : _e.error
      : void 0;
  const message = iss.message
    ? iss.message
    : (_p =
          (_o =
            (_m =
              (_k =
                (_i = unwrapMessage(
                  (_h = (_g = (_f = iss.inst) == null ? void 0 : _f._zod.def) == null ? void 0 : _g.error) == null
                    ? void 0
                    : _h.call(_g, iss),
                )) != null
                  ? _i
                  : unwrapMessage(schemaError == null ? void 0 : schemaError(iss))) != null
                ? _k
                : unwrapMessage((_j = ctx == null ? void 0 : ctx.error) == null ? void 0 : _j.call(ctx, iss))) != null
              ? _m
              : unwrapMessage((_l = config2.customError) == null ? void 0 : _l.call(config2, iss))) != null
            ? _o
            : unwrapMessage((_n = config2.localeError) == null ? void 0 : _n.call(config2, iss))) != null
      ? _p
      : "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
    full[k] = iss[k];
  }
  (_q = full.path) != null ? _q : (full.path = []);
  full.message = message;
  if (ctx == null ? void 0 : ctx.reportInput) {
    full.input = iss.input;
  }
  return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str2) {
  const units = str2.length;
  if (!highSurrogate.test(str2)) return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str2.charCodeAt(i) & 64512) === 55296 && (str2.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input)) return "array";
  if (typeof input === "string") return "string";
  return "unknown";
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst,
    };
  }
  return __spreadValues({}, iss);
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get) Object.defineProperty(proto, key, __spreadProps(__spreadValues({}, desc), { enumerable: false }));
    else defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    },
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  },
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke) delete this[key];
        else Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    },
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto) return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    },
  });
}

// node_modules/zod/v4/core/core.js
var _a;
var NEVER = /* @__PURE__ */ Object.freeze({
  status: "aborted",
});
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch (e) {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  var _a3;
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
      const target = up != null ? up : own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k)) continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = (_a3 = params == null ? void 0 : params.Parent) != null ? _a3 : Object;
  class Definition extends Parent {}
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    var _a4;
    const inst = (params == null ? void 0 : params.Parent) ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = (_a4 = globalThis.__zod_globalConfig) == null ? void 0 : _a4.postProcessor;
    if (pp) pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      var _a4, _b;
      if ((params == null ? void 0 : params.Parent) && inst instanceof params.Parent) return true;
      return (_b = (_a4 = inst == null ? void 0 : inst._zod) == null ? void 0 : _a4.traits) == null
        ? void 0
        : _b.has(name);
    },
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
var _a2;
(_a2 = (_a = globalThis).__zod_globalConfig) != null ? _a2 : (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig) Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  var _a3;
  const internals = this._zod;
  (_a3 = internals.message) != null
    ? _a3
    : (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true,
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      },
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error,
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    var _a3, _b;
    const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: false }) : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new ((_a3 = _params == null ? void 0 : _params.Err) != null ? _a3 : _Err)(
        result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
      );
      captureStackTrace(e, (_b = _params == null ? void 0 : _params.callee) != null ? _b : fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = (schema, value, _ctx, params) =>
    __async(null, null, function* () {
      var _a3, _b;
      const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: true }) : { async: true };
      let result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise) result = yield result;
      if (result.issues.length) {
        const e = new ((_a3 = params == null ? void 0 : params.Err) != null ? _a3 : _Err)(
          result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        );
        captureStackTrace(e, (_b = params == null ? void 0 : params.callee) != null ? _b : fn);
        throw e;
      }
      return result.value;
    });
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: false }) : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error;
  return {
    success: false,
    get error() {
      if (!error) {
        error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error;
    },
    set error(e) {
      error = e;
      issues = void 0;
      ctx = void 0;
    },
  };
}
var _safeParseAsync = (_Err) => (schema, value, _ctx) =>
  __async(null, null, function* () {
    const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: true }) : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) result = yield result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
  });
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;
var _null = /^null$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a4, _b;
  var _a3;
  (_a4 = inst._zod) != null ? _a4 : (inst._zod = {});
  inst._zod.def = def;
  (_b = (_a3 = inst._zod).onattach) != null ? _b : (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = (_a3 = def.format) == null ? void 0 : _a3.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst,
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort,
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort,
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort,
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort,
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a4;
  var _a3;
  $ZodCheck.init(inst, def);
  (_a4 = (_a3 = inst._zod.def).when) != null ? _a4 : (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum) return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a4;
  var _a3;
  $ZodCheck.init(inst, def);
  (_a4 = (_a3 = inst._zod.def).when) != null ? _a4 : (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length =
      typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum) return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a4, _b2;
  var _a3, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a4 = (_a3 = inst._zod).check) != null
      ? _a4
      : (_a3.check = (payload) => {
          def.pattern.lastIndex = 0;
          if (def.pattern.test(payload.value)) return;
          payload.issues.push(
            __spreadProps(
              __spreadValues(
                {
                  origin: "string",
                  code: "invalid_format",
                  format: def.format,
                  input: payload.value,
                },
                def.pattern ? { pattern: def.pattern.toString() } : {},
              ),
              {
                inst,
                continue: !def.abort,
              },
            ),
          );
        });
  else (_b2 = (_b = inst._zod).check) != null ? _b2 : (_b.check = () => {});
});
var $ZodCheckOverwrite = /* @__PURE__ */ $constructor("$ZodCheckOverwrite", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    payload.value = def.tx(payload.value);
  };
});

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7,
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor(
  "$ZodType",
  (inst, def) => {
    var _a4, _b;
    var _a3;
    inst != null ? inst : (inst = {});
    inst._zod.def = def;
    inst._zod.bag = inst._zod.bag || {};
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    const checks = inst._zod.traits.has("$ZodCheck")
      ? [inst, ...(defChecks != null ? defChecks : [])]
      : (defChecks == null ? void 0 : defChecks.length)
        ? [...defChecks]
        : [];
    for (const ch of checks) {
      for (const fn of ch._zod.onattach) {
        fn(inst);
      }
    }
    if (checks.length === 0) {
      (_a4 = (_a3 = inst._zod).deferred) != null ? _a4 : (_a3.deferred = []);
      (_b = inst._zod.deferred) == null
        ? void 0
        : _b.push(() => {
            inst._zod.run = inst._zod.parse;
          });
    } else {
      const runChecks = (payload, checks2, ctx) => {
        if (payload.memo) return payload;
        let isAborted = aborted(payload);
        let asyncResult;
        for (const ch of checks2) {
          if (ch._zod.def.when) {
            if (explicitlyAborted(payload)) continue;
            const shouldRun = ch._zod.def.when(payload);
            if (!shouldRun) continue;
          } else if (isAborted) {
            continue;
          }
          const currLen = payload.issues.length;
          const _ = ch._zod.check(payload);
          if (_ instanceof Promise && (ctx == null ? void 0 : ctx.async) === false) {
            throw new $ZodAsyncError();
          }
          if (asyncResult || _ instanceof Promise) {
            asyncResult = (asyncResult != null ? asyncResult : Promise.resolve()).then(() =>
              __async(null, null, function* () {
                yield _;
                const nextLen = payload.issues.length;
                if (nextLen === currLen) return;
                attachSchema(payload.issues, currLen, inst);
                if (!isAborted) isAborted = aborted(payload, currLen);
              }),
            );
          } else {
            const nextLen = payload.issues.length;
            if (nextLen === currLen) continue;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted) isAborted = aborted(payload, currLen);
          }
        }
        if (asyncResult) {
          return asyncResult.then(() => {
            return payload;
          });
        }
        return payload;
      };
      const handleCanaryResult = (canary, payload, ctx) => {
        if (aborted(canary)) {
          canary.aborted = true;
          return canary;
        }
        const checkResult = runChecks(payload, checks, ctx);
        if (checkResult instanceof Promise) {
          if (ctx.async === false) throw new $ZodAsyncError();
          return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
        }
        return inst._zod.parse(checkResult, ctx);
      };
      inst._zod.run = (payload, ctx) => {
        if (ctx.skipChecks) {
          return inst._zod.parse(payload, ctx);
        }
        if (ctx.direction === "backward") {
          const canary = inst._zod.parse(
            { value: payload.value, issues: [] },
            __spreadProps(__spreadValues({}, ctx), { skipChecks: true }),
          );
          if (canary instanceof Promise) {
            return canary.then((canary2) => {
              return handleCanaryResult(canary2, payload, ctx);
            });
          }
          return handleCanaryResult(canary, payload, ctx);
        }
        const result = inst._zod.parse(payload, ctx);
        if (result instanceof Promise) {
          if (ctx.async === false) throw new $ZodAsyncError();
          return result.then((result2) => runChecks(result2, checks, ctx));
        }
        return runChecks(result, checks, ctx);
      };
    }
  },
  {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
      return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
      own(this, "~standard", value);
    },
  },
);
var toStandardResult = (r, ctx) =>
  r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
function validateAsync(inst, value) {
  return __async(this, null, function* () {
    const ctx = { async: true };
    return toStandardResult(yield inst._zod.run({ value, issues: [] }, ctx), ctx);
  });
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise)) return toStandardResult(r, ctx);
      } catch (_) {}
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1,
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  var _a3;
  $ZodType.init(inst, def);
  inst._zod.pattern = (_a3 = def.pattern) != null ? _a3 : anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {}
    if (typeof payload.value === "string") return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst,
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var $ZodEmail = /* @__PURE__ */ $constructor("$ZodEmail", (inst, def) => {
  var _a3;
  (_a3 = def.pattern) != null ? _a3 : (def.pattern = email);
  $ZodStringFormat.init(inst, def);
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {}
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received =
      typeof input === "number"
        ? Number.isNaN(input)
          ? "NaN"
          : !Number.isFinite(input)
            ? String(input)
            : void 0
        : void 0;
    payload.issues.push(
      __spreadValues(
        {
          expected: "number",
          code: "invalid_type",
          input,
          inst,
        },
        received ? { received } : {},
      ),
    );
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {}
    const input = payload.value;
    if (typeof input === "boolean") return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst,
    });
    return payload;
  };
});
var $ZodNull = /* @__PURE__ */ $constructor("$ZodNull", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = _null;
  inst._zod.values = /* @__PURE__ */ new Set([null]);
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (input === null) return payload;
    payload.issues.push({
      expected: "null",
      code: "invalid_type",
      input,
      inst,
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    payload.issues.push({
      expected: "never",
      code: "invalid_type",
      input: payload.value,
      inst,
    });
    return payload;
  };
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length) return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !(ctx == null ? void 0 : ctx.skipChecks) && (ctx == null ? void 0 : ctx.direction) !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse2(payload, ctx);
  };
}
var arraySize = (input) => (Array.isArray(input) ? input.length : -1);
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo == null ? void 0 : memo.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst,
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx == null ? void 0 : ctx.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run(
        {
          value: item,
          issues: [],
        },
        ctx,
      );
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result)) break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key],
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  var _a3, _b, _c, _d;
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (
      !((_d =
        (_c = (_b = (_a3 = def.shape) == null ? void 0 : _a3[k]) == null ? void 0 : _b._zod) == null
          ? void 0
          : _c.traits) == null
        ? void 0
        : _d.has("$ZodType"))
    ) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return __spreadProps(__spreadValues({}, def), {
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys),
  });
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen)) break;
      seen = payload.issues.length;
    }
    if (keySet.has(key)) continue;
    if (key === "__proto__") {
      if (t === "never") unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true,
    });
  }
  if (!proms.length) return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  var _a3;
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = (desc == null ? void 0 : desc.get) ? desc.get.raw : (_a3 = def.shape) != null ? _a3 : {};
  if (sh) {
    const get = () => {
      const newSh = __spreadValues({}, sh);
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values) propValues[key].add(v);
        if (field.optin !== void 0) propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo == null ? void 0 : memo.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value != null ? value : (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst,
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx == null ? void 0 : ctx.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen)) break;
        seen = payload.issues.length;
      }
      if (key === "__proto__") continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) =>
    zod.def.options.some((o) => o._zod.optin === "defaulted")
      ? "defaulted"
      : zod.def.options.some((o) => o._zod.optin !== void 0)
        ? "optional"
        : void 0,
  );
  defineLazyInternal(inst, "optout", (zod) =>
    zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0,
  );
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run(
        {
          value: payload.value,
          issues: [],
        },
        ctx,
      );
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0) return result;
        results.push(result);
      }
    }
    if (!async) return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values2 = getEnumValues(def.entries);
  const valuesSet = new Set(values2);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(
      patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$",
    );
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: values2,
      input,
      inst,
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values2 = new Set(def.values);
  inst._zod.values = values2;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(
      vals.length
        ? `^(${vals.map((o) => (typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))).join("|")})$`
        : "^[^\\s\\S]$",
    );
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values2.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst,
    });
    return payload;
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  var _a3;
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  (_a3 = globalConfig.memoizer) == null ? void 0 : _a3.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => (zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"));
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values2 = zod.def.innerType._zod.values;
    return values2 ? /* @__PURE__ */ new Set([...values2, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern2 = zod.def.innerType._zod.pattern;
    return pattern2 ? new RegExp(`^(${cleanRegex(pattern2.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted") return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise) return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  var _a3;
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...((_a3 = inst._zod.def.path) != null ? _a3 : [])],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort,
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params) _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks) def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks(__spreadValues({ type: "string" }, normalizeParams(params))));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
  return new Class(
    __spreadValues(
      {
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
      },
      normalizeParams(params),
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks(__spreadValues({ type: "number", checks: [] }, normalizeParams(params))));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class(
    __spreadValues(
      {
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
      },
      normalizeParams(params),
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class(
    __spreadValues(
      {
        type: "boolean",
      },
      normalizeParams(params),
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _null2(Class, params) {
  return new Class(
    __spreadValues(
      {
        type: "null",
      },
      normalizeParams(params),
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
  return new Class({
    type: "unknown",
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
  return new Class(
    __spreadValues(
      {
        type: "never",
      },
      normalizeParams(params),
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength(
    __spreadProps(
      __spreadValues(
        {
          check: "max_length",
        },
        normalizeParams(params),
      ),
      {
        maximum,
      },
    ),
  );
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength(
    __spreadProps(
      __spreadValues(
        {
          check: "min_length",
        },
        normalizeParams(params),
      ),
      {
        minimum,
      },
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
  return new $ZodCheckOverwrite({
    check: "overwrite",
    tx,
  });
}
// @__NO_SIDE_EFFECTS__
function _trim() {
  return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
  const schema = new Class(
    __spreadValues(
      {
        type: "custom",
        check: "custom",
        fn,
      },
      normalizeParams(_params),
    ),
  );
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      var _a3, _b, _c;
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal) _issue.continue = false;
        (_a3 = _issue.code) != null ? _a3 : (_issue.code = "custom");
        if (!("input" in _issue)) _issue.input = payload.value;
        (_b = _issue.inst) != null ? _b : (_issue.inst = ch);
        (_c = _issue.continue) != null ? _c : (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
  const ch = new $ZodCheck(
    __spreadValues(
      {
        check: "custom",
      },
      normalizeParams(params),
    ),
  );
  ch._zod.check = fn;
  return ch;
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor(
  "ZodMiniType",
  (inst, def) => {
    if (!inst._zod) throw new Error("Uninitialized schema in ZodMiniType.");
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
  },
  {
    // `with` is an alias for `check`: the same function object, not a wrapper.
    get with() {
      return this.check;
    },
    set with(value) {
      own(this, "with", value);
    },
    parse(data, params) {
      return parse(this, data, params, { callee: this.parse });
    },
    parseAsync(data, params) {
      return parseAsync(this, data, params, { callee: this.parseAsync });
    },
    safeParse(data, params) {
      return safeParse(this, data, params);
    },
    safeParseAsync(data, params) {
      return safeParseAsync(this, data, params);
    },
    check(...checks) {
      var _a3;
      const def = this.def;
      return this.clone(
        __spreadProps(__spreadValues({}, def), {
          checks: [
            ...((_a3 = def.checks) != null ? _a3 : []),
            ...checks.map((ch) =>
              typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch,
            ),
          ],
        }),
        { parent: true },
      );
    },
    clone(_def, params) {
      return clone(this, _def, params);
    },
    brand() {
      return this;
    },
    register(reg, meta2) {
      reg.add(this, meta2);
      return this;
    },
    apply(fn, ...args) {
      return args.length === 0 ? fn(this) : fn(this, ...args);
    },
  },
);
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /* @__PURE__ */ $constructor("ZodMiniStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  ZodMiniString.init(inst, def);
});
var ZodMiniEmail = /* @__PURE__ */ $constructor("ZodMiniEmail", (inst, def) => {
  $ZodEmail.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function email2(params) {
  return _email(ZodMiniEmail, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniNull = /* @__PURE__ */ $constructor("ZodMiniNull", (inst, def) => {
  $ZodNull.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _null3(params) {
  return _null2(ZodMiniNull, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray(
    __spreadValues(
      {
        type: "array",
        element,
      },
      normalizeParams(params),
    ),
  );
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = __spreadValues(
    {
      type: "object",
      shape: shape != null ? shape : {},
    },
    normalizeParams(params),
  );
  return new ZodMiniObject(def);
}
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject(
    __spreadValues(
      {
        type: "object",
        shape,
        catchall: /* @__PURE__ */ never(),
      },
      normalizeParams(params),
    ),
  );
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion(
    __spreadValues(
      {
        type: "union",
        options,
      },
      normalizeParams(params),
    ),
  );
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values2, params) {
  const entries = Array.isArray(values2) ? Object.fromEntries(values2.map((v) => [v, v])) : values2;
  return new ZodMiniEnum(
    __spreadValues(
      {
        type: "enum",
        entries,
      },
      normalizeParams(params),
    ),
  );
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral(
    __spreadValues(
      {
        type: "literal",
        values: Array.isArray(value) ? value : [value],
      },
      normalizeParams(params),
    ),
  );
}
var ZodMiniTransform = /* @__PURE__ */ $constructor("ZodMiniTransform", (inst, def) => {
  $ZodTransform.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn) {
  return new ZodMiniTransform({
    type: "transform",
    transform: fn,
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType,
  });
}
var ZodMiniDefault = /* @__PURE__ */ $constructor("ZodMiniDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
  return new ZodMiniDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    },
  });
}
var ZodMiniPipe = /* @__PURE__ */ $constructor("ZodMiniPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: "pipe",
    in: in_,
    out,
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}
// @__NO_SIDE_EFFECTS__
function superRefine(fn, params) {
  return _superRefine(fn, params);
}

// src/features/intake/minnesota-date.ts
var HOUR = 36e5;
function nthSunday(year, month, n, utcHour) {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
  return Date.UTC(year, month, day, utcHour);
}
function minnesotaToday(now = /* @__PURE__ */ new Date()) {
  const time3 = now.getTime();
  const year = now.getUTCFullYear();
  const daylight = time3 >= nthSunday(year, 2, 2, 8) && time3 < nthSunday(year, 10, 1, 7);
  return new Date(time3 + (daylight ? -5 : -6) * HOUR).toISOString().slice(0, 10);
}

// src/features/intake/intake-schema.ts
var INCOMPLETE_TITLE = "Please complete all required fields";
var FIELD_MESSAGES = {
  name: "Full name must be at least 2 characters",
  phone: "Please enter a valid phone number",
  email: "Please enter a valid email address",
  preferred_locations: "Choose at least one city",
  service_location: "Choose where services should happen",
  age_group: "Choose an age group",
  center_size: "Choose a center size",
  desired_start_date: "Choose a desired start date",
  past_start_date: "The desired start date cannot be in the past",
  insurance_provider: "Choose an insurance provider",
  allow_information_use: "Please agree so we can match you with centers",
  language: "The form language must be one of en, es, so or hmn.",
};
var values = (choices) => choices.map((c) => c.value);
var text = (min, max, message) => string2(message).check(_trim(), _minLength(min, message), _maxLength(max, message));
var optionalText = (max) =>
  _default(string2().check(_trim(), _maxLength(max, `At most ${String(max)} characters`)), "");
var DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:.]+Z?)?$/;
function isCalendarDate(value) {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date2 = new Date(Date.UTC(year, month - 1, day));
  return date2.getUTCMonth() === month - 1 && date2.getUTCDate() === day;
}
var startDate = pipe(
  string2(FIELD_MESSAGES.desired_start_date).check(
    superRefine((value, ctx) => {
      if (!isCalendarDate(value)) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: FIELD_MESSAGES.desired_start_date,
        });
      } else if (value.slice(0, 10) < minnesotaToday()) {
        ctx.issues.push({ code: "custom", input: value, message: FIELD_MESSAGES.past_start_date });
      }
    }),
  ),
  transform((value) => value.slice(0, 10)),
);
var PersonalStep = object({
  name: text(2, 200, FIELD_MESSAGES.name),
  phone: text(10, 30, FIELD_MESSAGES.phone),
  email: pipe(string2(FIELD_MESSAGES.email).check(_trim()), email2(FIELD_MESSAGES.email)),
});
var LocationStep = object({
  preferred_locations: array(
    _enum(CITIES, FIELD_MESSAGES.preferred_locations),
    FIELD_MESSAGES.preferred_locations,
  ).check(_minLength(1, FIELD_MESSAGES.preferred_locations)),
  language_preference: _default(array(_enum(INTAKE_LANGUAGES)), []),
  other_language: optionalText(100),
  service_location: _enum(values(SERVICE_LOCATIONS), FIELD_MESSAGES.service_location),
});
var PreferencesStep = object({
  age_group: _enum(values(AGE_GROUPS), FIELD_MESSAGES.age_group),
  center_size: _enum(values(CENTER_SIZES), FIELD_MESSAGES.center_size),
  desired_start_date: startDate,
});
var InsuranceStep = object({
  insurance_provider: _enum(values(INTAKE_INSURANCE), FIELD_MESSAGES.insurance_provider),
  insurance_plan: optionalText(200),
});
var PermissionsStep = object({
  allow_contact: _default(boolean2(), false),
  allow_information_use: literal(true, FIELD_MESSAGES.allow_information_use),
});
var submissionShape = __spreadProps(
  __spreadValues(
    __spreadValues(
      __spreadValues(__spreadValues(__spreadValues({}, PersonalStep.shape), LocationStep.shape), PreferencesStep.shape),
      InsuranceStep.shape,
    ),
    PermissionsStep.shape,
  ),
  {
    /**
     * The language the form was filled in (the page's; the family's mails are written in it):
     * one of the site's languages, English when not sent.
     */
    language: _default(_enum(LOCALES, FIELD_MESSAGES.language), DEFAULT_LOCALE),
  },
);
var clearUnchosen = transform((intake) =>
  __spreadProps(__spreadValues({}, intake), {
    other_language: intake.language_preference.includes("Other") ? intake.other_language : "",
    insurance_plan: intake.insurance_provider === "no-insurance" ? "" : intake.insurance_plan,
  }),
);
var IntakeSchema = pipe(object(submissionShape), clearUnchosen);
var IntakeBodySchema = pipe(strictObject(submissionShape), clearUnchosen);

// src/lib/field-errors.ts
function firstErrors(error, depth = 1) {
  var _a3;
  const errors = {};
  for (const issue2 of error.issues) {
    const key = issue2.path.slice(0, depth).map(String).join(".");
    (_a3 = errors[key]) != null ? _a3 : (errors[key] = issue2.message);
  }
  return errors;
}
var UNKNOWN_FIELD = "This field is not accepted.";
function checkWith(schema, body) {
  var _a3, _b, _c, _d;
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, fields: result.data };
  const errors = {};
  for (const issue2 of result.error.issues) {
    if (issue2.code === "unrecognized_keys") {
      for (const key of (_a3 = issue2.keys) != null ? _a3 : [])
        (_b = errors[key]) != null ? _b : (errors[key] = UNKNOWN_FIELD);
    }
  }
  const perField = firstErrors({
    issues: result.error.issues.filter((i) => i.code !== "unrecognized_keys"),
  });
  Object.assign(errors, perField);
  const message =
    (_d = (_c = Object.values(perField)[0]) != null ? _c : Object.values(errors)[0]) != null ? _d : "Invalid data.";
  return { ok: false, message, errors };
}

// src/lib/i18n/messages/hmn/matching.ts
var matching_default2 = {
  inCity: "Nyob hauv {city}, yog ib lub nroog koj xaiv",
  outsideCity: "Nyob hauv {city}, tsis yog lub nroog koj xaiv",
  noCity: "Tsis tau qhia lub nroog, tsis yog lub nroog koj xaiv",
  nearOne: "Kwv yees li {miles} mais ntawm {city}",
  nearOther: "Kwv yees li {miles} mais ntawm {city}",
  farOne: "Kwv yees li {miles} mais ntawm {city}, tsis yog lub nroog koj xaiv",
  farOther: "Kwv yees li {miles} mais ntawm {city}, tsis yog lub nroog koj xaiv",
  askInsurance: "Nug seb lawv puas txais koj daim ntawv pov hwm",
  accepts: "Txais: {insurance}",
  privatePay: "Them nyiaj ntiag tug",
  notListed: "Tsis tau teev: {what}",
  speaks: "Cov neeg ua hauj lwm hais: {languages}",
  or: "lossis",
  serves: "Pab: {age}",
  offers: "Muaj kev pab: {setting}",
  notOffered: "Tsis tau teev kev pab: {setting}",
  settings: {
    home: "hauv koj tsev",
    center: "hauv lub chaw",
    school: "hauv tsev kawm ntawv",
    telehealth: "kho mob hauv online (telehealth)",
  },
  estimateFrom: "{availability} (kwv yees txij {date})",
  asOf: "{availability} (txij li {date})",
  callToAsk: "{availability}: hu nug",
  date: "{day} {month} {year}",
};

// src/lib/i18n/messages/so/facts.ts
var facts_default3 = {
  ages: {
    "early-intervention": "Faragelinta hore (0-3 sano)",
    preschool: "Xanaanada carruurta (3-5 sano)",
    "school-age": "Da’da dugsiga (6-12 sano)",
    adolescent: "Dhallinyarada (13-17 sano)",
    "young-adult": "Dhallinyarada waaweyn (18-21 sano)",
    adult: "Dadka waaweyn (22+ sano)",
  },
  insurance: {
    "blue-cross-blue-shield": "Blue Cross Blue Shield",
    medica: "Medica",
    healthpartners: "HealthPartners",
    ucare: "UCare",
    humana: "Humana",
    aetna: "Aetna",
    "united-healthcare": "United Healthcare",
    "medical-assistance": "Kaalmada Caafimaadka (Medical Assistance, MA)",
    minnesotacare: "MinnesotaCare",
    eidbi: "EIDBI (gargaarka otiisamka ee Minnesota)",
    tefra: "TEFRA",
    "private-pay": "Lacag bixin gaar ah",
  },
  languages: {
    english: "Ingiriisi",
    spanish: "Isbaanish",
    somali: "Soomaali",
    hmong: "Hmong",
    vietnamese: "Fiyatnaamiis",
    russian: "Ruush",
    german: "Jarmal",
    french: "Faransiis",
    arabic: "Carabi",
    korean: "Kuuriyaan",
  },
  settings: {
    home: "Guriga",
    center: "Xarunta",
    school: "Dugsiga",
    telehealth: "Caafimaad fog (telehealth)",
  },
  accepting: {
    accepting: "Waxay qaadanaysaa macaamiil cusub",
    waitlist: "Liiska sugitaanka",
    "not-accepting": "Ma qaadanayso macaamiil cusub",
    unknown: "Helitaanka lama sheegin",
  },
  waitlistOne: "Liiska sugitaanka: qiyaastii {weeks} toddobaad",
  waitlistOther: "Liiska sugitaanka: qiyaastii {weeks} toddobaad",
  weekdays: {
    monday: "Isniin",
    tuesday: "Talaado",
    wednesday: "Arbaco",
    thursday: "Khamiis",
    friday: "Jimce",
    saturday: "Sabti",
    sunday: "Axad",
  },
  closed: "Xiran",
  months: [
    "Janaayo",
    "Febraayo",
    "Maarso",
    "Abriil",
    "May",
    "Juun",
    "Luuliyo",
    "Agoosto",
    "Sebtembar",
    "Oktoobar",
    "Nofembar",
    "Desembar",
  ],
};

// src/lib/i18n/messages/so/matching.ts
var matching_default3 = {
  inCity: "Waxay ku taal {city}, mid ka mid ah magaalooyinkaaga",
  outsideCity: "Waxay ku taal {city}, meel ka baxsan magaalooyinkaaga",
  noCity: "Magaalo aan la sheegin, meel ka baxsan magaalooyinkaaga",
  nearOne: "Qiyaastii {miles} mayl ayay u jirtaa {city}",
  nearOther: "Qiyaastii {miles} mayl ayay u jirtaa {city}",
  farOne: "Qiyaastii {miles} mayl ayay u jirtaa {city}, meel ka baxsan magaalooyinkaaga",
  farOther: "Qiyaastii {miles} mayl ayay u jirtaa {city}, meel ka baxsan magaalooyinkaaga",
  askInsurance: "Weydii haddii ay aqbalaan qorshaha caymiskaaga",
  accepts: "Waxay aqbalaan: {insurance}",
  privatePay: "Lacag bixin gaar ah",
  notListed: "Kuma qorna: {what}",
  speaks: "Shaqaaluhu waxay ku hadlaan: {languages}",
  or: "ama",
  serves: "Waxay u adeegaan: {age}",
  offers: "Waxay bixiyaan adeegyo: {setting}",
  notOffered: "Kuma qorna adeegyo: {setting}",
  settings: {
    home: "gurigaaga",
    center: "xarunta",
    school: "dugsiga",
    telehealth: "caafimaad fog (telehealth)",
  },
  estimateFrom: "{availability} (qiyaasta {date})",
  asOf: "{availability} (xogta {date})",
  callToAsk: "{availability}: wac oo weydii",
  date: "{day} {month} {year}",
};

// src/lib/i18n/messages/es/facts.ts
var facts_default4 = {
  ages: {
    "early-intervention": "Intervención temprana (0 a 3 años)",
    preschool: "Preescolar (3 a 5 años)",
    "school-age": "Edad escolar (6 a 12 años)",
    adolescent: "Adolescentes (13 a 17 años)",
    "young-adult": "Adultos jóvenes (18 a 21 años)",
    adult: "Adultos (22 años o más)",
  },
  insurance: {
    "blue-cross-blue-shield": "Blue Cross Blue Shield",
    medica: "Medica",
    healthpartners: "HealthPartners",
    ucare: "UCare",
    humana: "Humana",
    aetna: "Aetna",
    "united-healthcare": "United Healthcare",
    "medical-assistance": "Asistencia Médica (MA)",
    minnesotacare: "MinnesotaCare",
    eidbi: "EIDBI (beneficio de Minnesota para el autismo)",
    tefra: "TEFRA",
    "private-pay": "Pago privado",
  },
  languages: {
    english: "Inglés",
    spanish: "Español",
    somali: "Somalí",
    hmong: "Hmong",
    vietnamese: "Vietnamita",
    russian: "Ruso",
    german: "Alemán",
    french: "Francés",
    arabic: "Árabe",
    korean: "Coreano",
  },
  settings: {
    home: "En el hogar",
    center: "En el centro",
    school: "En la escuela",
    telehealth: "Telesalud",
  },
  accepting: {
    accepting: "Acepta nuevos clientes",
    waitlist: "Lista de espera",
    "not-accepting": "No acepta nuevos clientes",
    unknown: "Disponibilidad no indicada",
  },
  waitlistOne: "Lista de espera: aproximadamente {weeks} semana",
  waitlistOther: "Lista de espera: aproximadamente {weeks} semanas",
  weekdays: {
    monday: "Lunes",
    tuesday: "Martes",
    wednesday: "Miércoles",
    thursday: "Jueves",
    friday: "Viernes",
    saturday: "Sábado",
    sunday: "Domingo",
  },
  closed: "Cerrado",
  months: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

// src/lib/i18n/messages/es/matching.ts
var matching_default4 = {
  inCity: "En {city}, una de sus ciudades",
  outsideCity: "En {city}, fuera de sus ciudades",
  noCity: "En una ciudad no indicada, fuera de sus ciudades",
  nearOne: "A unas {miles} milla de {city}",
  nearOther: "A unas {miles} millas de {city}",
  farOne: "A unas {miles} milla de {city}, fuera de sus ciudades",
  farOther: "A unas {miles} millas de {city}, fuera de sus ciudades",
  askInsurance: "Pregunte si aceptan su plan de seguro",
  accepts: "Acepta: {insurance}",
  privatePay: "Pago privado",
  notListed: "No indica: {what}",
  speaks: "El personal habla: {languages}",
  or: "o",
  serves: "Atiende: {age}",
  offers: "Ofrece servicios {setting}",
  notOffered: "No indica servicios {setting}",
  settings: {
    home: "en su hogar",
    center: "en el centro",
    school: "en la escuela",
    telehealth: "por telesalud",
  },
  estimateFrom: "{availability} (estimación del {date})",
  asOf: "{availability} (al {date})",
  callToAsk: "{availability}: llame para preguntar",
  date: "{day} de {month} de {year}",
};

// src/lib/i18n/messages/en/mail.ts
var mail_default = {
  family: {
    subject: "Your autism center matches",
    hello: "Hello {name}, thank you for your request.",
    matches: "These centers match your answers, best first:",
    partial: "No center matches everything you asked for yet. These come closest:",
    none: "No center matches your answers yet. We will be in touch to help you.",
    sharedWith: "As you allowed, we sent your request to: {centers}.",
    follow: "Follow your request on this private page (keep the link to yourself):",
    statusLink: "Your request status",
  },
  opening: {
    subject: "{center} is now accepting new clients",
    hello: "Hello {name},",
    body: "{center} in {city}, one of your matches, had a waitlist and now accepts new clients.",
    optOut: "You asked to hear about openings. You can turn this off on your status page:",
    statusLink: "Your request status",
  },
  account: {
    hello: "Hello,",
    thanks: "Thanks, the {site} team",
    verification: {
      subject: "Verify your {site} email",
      body: "Thank you for joining {site}. Open the link below to verify your e-mail address.",
      link: "Verify my e-mail address",
      ignore: "If you did not just create an account, you can ignore this message.",
    },
    reset: {
      subject: "Reset your {site} password",
      body: "Open the link below to choose a new password.",
      link: "Choose a new password",
      ignore: "If you did not ask to reset your password, you can ignore this message.",
    },
    taken: {
      subject: "Someone tried to create an account with your e-mail address",
      body: "Someone, perhaps you, tried to create a new account with this e-mail address. You already have an account, so no new one was made.",
      signIn:
        "If it was you, sign in instead. If you forgot your password, choose 'Forgot password?' on the sign-in page to set a new one.",
      link: "Sign in",
      ignore: "If it was not you, you can ignore this message: nothing about your account has changed.",
    },
  },
};

// src/lib/i18n/messages/hmn/mail.ts
var mail_default2 = {
  family: {
    subject: "Cov chaw kho autism uas haum rau koj",
    hello: "Nyob zoo {name}, ua tsaug rau koj daim ntawv thov.",
    matches: "Cov chaw no haum koj cov lus teb, lub haum tshaj plaws nyob ua ntej:",
    partial: "Tseem tsis tau muaj lub chaw twg haum txhua yam koj thov. Cov no ze tshaj plaws:",
    none: "Tseem tsis tau muaj lub chaw twg haum koj cov lus teb. Peb yuav tiv tauj koj los pab koj.",
    sharedWith: "Raws li koj tso cai, peb tau xa koj daim ntawv thov mus rau: {centers}.",
    follow: "Saib koj daim ntawv thov ntawm nplooj ntawv ntiag tug no (tsis txhob muab txoj kab txuas rau lwm tus):",
    statusLink: "Koj daim ntawv thov nyob qhov twg lawm",
  },
  opening: {
    subject: "{center} pib txais cov neeg tshiab lawm",
    hello: "Nyob zoo {name},",
    body: "{center} hauv {city}, ib lub chaw uas haum rau koj, tau muaj daim ntawv teev npe tos thiab tam sim no txais cov neeg tshiab lawm.",
    optOut:
      "Koj tau thov kom qhia koj thaum muaj chaw khoob. Koj kaw tau qhov no ntawm koj nplooj ntawv daim ntawv thov:",
    statusLink: "Koj daim ntawv thov nyob qhov twg lawm",
  },
  account: {
    hello: "Nyob zoo,",
    thanks: "Ua tsaug, pab neeg {site}",
    verification: {
      subject: "Lees paub koj email rau {site}",
      body: "Ua tsaug uas koj koom {site}. Qhib txoj kab txuas hauv qab no los lees paub koj chaw nyob email.",
      link: "Lees paub kuv email",
      ignore: "Yog koj tsis tau tsim ib tug account tam sim no, koj tsis tas ua dab tsi rau tsab ntawv no.",
    },
    reset: {
      subject: "Teeb koj lo lus zais tshiab rau {site}",
      body: "Qhib txoj kab txuas hauv qab no los xaiv ib lo lus zais tshiab.",
      link: "Xaiv lo lus zais tshiab",
      ignore: "Yog koj tsis tau thov kom teeb lo lus zais tshiab, koj tsis tas ua dab tsi rau tsab ntawv no.",
    },
    taken: {
      subject: "Muaj ib tug neeg sim tsim account nrog koj email",
      body: "Muaj ib tug neeg, tej zaum yog koj, sim tsim ib tug account tshiab nrog qhov email no. Koj twb muaj ib tug account lawm, yog li tsis tau tsim ib tug tshiab.",
      signIn:
        "Yog koj, thov nkag mus hloov. Yog koj tsis nco koj lo lus zais, xaiv «Koj puas tsis nco koj lo lus zais?» ntawm nplooj ntawv nkag mus los teeb ib lo lus tshiab.",
      link: "Nkag Mus",
      ignore: "Yog tsis yog koj, koj tsis tas ua dab tsi: tsis muaj dab tsi hloov ntawm koj account.",
    },
  },
};

// src/lib/i18n/messages/so/mail.ts
var mail_default3 = {
  family: {
    subject: "Xarumaha otiisamka ee kugu habboon",
    hello: "Salaan {name}, waad ku mahadsan tahay codsigaaga.",
    matches: "Xarumahan ayaa ku habboon jawaabahaaga, kuwa ugu habboon ayaa ugu horreeya:",
    partial: "Weli ma jirto xarun buuxisa wax kasta oo aad codsatay. Kuwani ayaa ugu dhow:",
    none: "Weli ma jirto xarun ku habboon jawaabahaaga. Waan kula soo xiriiri doonnaa si aan kuu caawinno.",
    sharedWith: "Sidaad oggolaatay, codsigaaga waxaan u dirnay: {centers}.",
    follow: "Kala soco codsigaaga boggan gaarka ah (xiriirka cidna ha la wadaagin):",
    statusLink: "Xaaladda codsigaaga",
  },
  opening: {
    subject: "{center} hadda waxay qaadanaysaa macaamiil cusub",
    hello: "Salaan {name},",
    body: "{center} oo ku taal {city}, mid ka mid ah xarumaha kugu habboon, waxay lahayd liiska sugitaanka, hadda se waxay qaadanaysaa macaamiil cusub.",
    optOut:
      "Waxaad codsatay inaad ka war hesho boosaska bannaan. Tan waxaad ka joojin kartaa bogga xaaladda codsigaaga:",
    statusLink: "Xaaladda codsigaaga",
  },
  account: {
    hello: "Salaan,",
    thanks: "Mahadsanid, kooxda {site}",
    verification: {
      subject: "Xaqiiji iimaylkaaga {site}",
      body: "Waad ku mahadsan tahay inaad ku biirtay {site}. Fur xiriirka hoose si aad u xaqiijiso cinwaanka iimaylkaaga.",
      link: "Xaqiiji iimaylkayga",
      ignore: "Haddii aadan hadda samayn akoon, fariintan iska dhaaf.",
    },
    reset: {
      subject: "Dib u deji erayga sirta ah ee {site}",
      body: "Fur xiriirka hoose si aad u doorato eray sir ah oo cusub.",
      link: "Dooro eray sir ah oo cusub",
      ignore: "Haddii aadan codsan inaad dib u dejiso eraygaaga sirta ah, fariintan iska dhaaf.",
    },
    taken: {
      subject: "Qof ayaa isku dayay inuu akoon ku sameeyo iimaylkaaga",
      body: "Qof, laga yaabee adiga, ayaa isku dayay inuu akoon cusub ku sameeyo cinwaankan iimaylka. Horey ayaad akoon u leedahay, sidaas darteed akoon cusub lama samayn.",
      signIn:
        "Haddii ay adiga ahayd, soo gal. Haddii aad ilowday eraygaaga sirta ah, dooro «Ma ilowday erayga sirta ah?» bogga soo gelitaanka si aad mid cusub u dejiso.",
      link: "Soo gal",
      ignore: "Haddii aysan adiga ahayn, fariintan iska dhaaf: waxba isma beddelin akoonkaaga.",
    },
  },
};

// src/lib/i18n/messages/es/mail.ts
var mail_default4 = {
  family: {
    subject: "Sus centros de autismo",
    hello: "Hola, {name}: gracias por su solicitud.",
    matches: "Estos centros coinciden con sus respuestas, el más adecuado primero:",
    partial: "Todavía ningún centro cumple con todo lo que pidió. Estos son los más cercanos:",
    none: "Todavía ningún centro coincide con sus respuestas. Nos comunicaremos con usted para ayudarle.",
    sharedWith: "Como usted lo permitió, enviamos su solicitud a: {centers}.",
    follow: "Siga su solicitud en esta página privada (no comparta el enlace):",
    statusLink: "El estado de su solicitud",
  },
  opening: {
    subject: "{center} ya acepta nuevos clientes",
    hello: "Hola, {name}:",
    body: "{center} en {city}, uno de sus centros, tenía lista de espera y ahora acepta nuevos clientes.",
    optOut:
      "Usted pidió que le avisáramos de lugares disponibles. Puede desactivar estos avisos en la página de su solicitud:",
    statusLink: "El estado de su solicitud",
  },
  account: {
    hello: "Hola:",
    thanks: "Gracias, el equipo de {site}",
    verification: {
      subject: "Verifique su correo electrónico de {site}",
      body: "Gracias por unirse a {site}. Abra el enlace de abajo para verificar su correo electrónico.",
      link: "Verificar mi correo electrónico",
      ignore: "Si no acaba de crear una cuenta, puede ignorar este mensaje.",
    },
    reset: {
      subject: "Restablezca su contraseña de {site}",
      body: "Abra el enlace de abajo para elegir una contraseña nueva.",
      link: "Elegir una contraseña nueva",
      ignore: "Si no pidió restablecer su contraseña, puede ignorar este mensaje.",
    },
    taken: {
      subject: "Alguien intentó crear una cuenta con su correo electrónico",
      body: "Alguien, quizás usted, intentó crear una cuenta nueva con este correo electrónico. Usted ya tiene una cuenta, así que no se creó otra.",
      signIn:
        "Si fue usted, inicie sesión. Si olvidó su contraseña, elija «¿Olvidó su contraseña?» en la página de inicio de sesión para crear una nueva.",
      link: "Iniciar sesión",
      ignore: "Si no fue usted, puede ignorar este mensaje: nada de su cuenta ha cambiado.",
    },
  },
};

// src/lib/i18n/mail-catalogs.ts
var MAIL = {
  en: mail_default,
  es: mail_default4,
  so: mail_default3,
  hmn: mail_default2,
};
function mailTexts(language) {
  const locale = toLocale(language);
  return { locale, messages: MAIL[locale] };
}

// src/features/intake/intake-hooks-entry.ts
var MATCH_TEXT = {
  en: { locale: "en", facts: facts_default, matching: matching_default },
  es: { locale: "es", facts: facts_default4, matching: matching_default4 },
  so: { locale: "so", facts: facts_default3, matching: matching_default3 },
  hmn: { locale: "hmn", facts: facts_default2, matching: matching_default2 },
};
function parseIntake(body) {
  var _a3;
  const checked = checkWith(IntakeBodySchema, body);
  if (checked.ok) return checked;
  return __spreadProps(__spreadValues({}, checked), {
    message: (_a3 = checked.errors.language) != null ? _a3 : INCOMPLETE_TITLE,
  });
}
var str = (value) => (typeof value === "string" ? value : "");
var num = (value) => (typeof value === "number" ? value : 0);
var list = (value) => (Array.isArray(value) ? value : []).filter((v) => typeof v === "string");
function toMatchableCenter(raw) {
  const latitude = num(raw.latitude);
  const longitude = num(raw.longitude);
  return {
    recordId: str(raw.id),
    number: num(raw.number),
    name: str(raw.company_name),
    city: str(raw.city),
    ageGroups: list(raw.ages_served),
    insurance: list(raw.insurance_accepted),
    languages: list(raw.languages),
    serviceSettings: list(raw.service_settings),
    acceptingClients: str(raw.accepting_clients),
    waitlistWeeks: num(raw.waitlist_weeks),
    availabilityUpdated: str(raw.availability_updated),
    location: latitude !== 0 || longitude !== 0 ? { latitude, longitude } : null,
  };
}
function storedIntake(raw) {
  const field = (key) => str(raw[key]);
  return {
    name: str(raw.name),
    phone: str(raw.phone),
    email: str(raw.email),
    preferred_locations: list(raw.preferred_locations),
    language_preference: list(raw.language_preference),
    other_language: str(raw.other_language),
    service_location: field("service_location"),
    age_group: field("age_group"),
    center_size: field("center_size"),
    desired_start_date: str(raw.desired_start_date).slice(0, 10),
    insurance_provider: field("insurance_provider"),
    insurance_plan: str(raw.insurance_plan),
    allow_contact: raw.allow_contact === true,
    allow_information_use: true,
    language: toLocale(str(raw.language)),
  };
}
function availabilityLine(raw, language = "en") {
  return availabilityNote(toMatchableCenter(raw), MATCH_TEXT[toLocale(language)]);
}
function matchIntake(intake, centers, today) {
  const result = rankCenters(needsFromIntake(intake), centers.map(toMatchableCenter), today);
  const family = MATCH_TEXT[intake.language];
  return {
    kind: result.kind,
    matches: result.matches.map((m) => ({
      centerId: m.center.recordId,
      rank: m.rank,
      score: m.score,
      partial: m.partial,
      reasons: m.reasons,
      cautions: m.cautions,
      familyReasons: m.notes.reasons.map((note) => describeNote(note, family)),
      familyCautions: m.notes.cautions.map((note) => describeNote(note, family)),
    })),
  };
}
function intakeDetails(intake) {
  const languages = intake.language_preference
    .map((l) => (l === "Other" && intake.other_language ? `Other (${intake.other_language})` : l))
    .join(", ");
  const rows = [
    ["Name", intake.name],
    ["Email", intake.email],
    ["Phone", intake.phone],
    ["Preferred locations", intake.preferred_locations.join(", ")],
    ["Languages", languages],
    ["Service location", labelOf(SERVICE_LOCATIONS, intake.service_location)],
    ["Age group", labelOf(AGE_GROUPS, intake.age_group)],
    ["Center size", labelOf(CENTER_SIZES, intake.center_size)],
    ["Desired start date", formatMatchDate(intake.desired_start_date)],
    ["Insurance provider", labelOf(INTAKE_INSURANCE, intake.insurance_provider)],
    ["Insurance plan", intake.insurance_plan],
  ];
  return rows.filter(([, value]) => value.trim() !== "");
}

// src/domain/job/job-application-schema.ts
var DOCUMENT_MAX_MB = 10;
var DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
var APPLICATION_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  resume: "Resume is required",
  size: `File size must be less than ${String(DOCUMENT_MAX_MB)}MB`,
  type: "Please upload a PDF, DOC or DOCX file",
  tooLong: "This text is too long",
  failed: "Submission Failed: There was an error submitting your application. Please try again.",
};
var ApplicationTextSchema = object({
  applicant_name: string2(APPLICATION_MESSAGES.name).check(
    _trim(),
    _minLength(2, APPLICATION_MESSAGES.name),
    _maxLength(200, APPLICATION_MESSAGES.tooLong),
  ),
  applicant_email: string2(APPLICATION_MESSAGES.email).check(_trim(), email2(APPLICATION_MESSAGES.email)),
  applicant_phone: _default(string2().check(_trim(), _maxLength(30, APPLICATION_MESSAGES.tooLong)), ""),
  cover_letter: _default(string2().check(_trim(), _maxLength(2e4, APPLICATION_MESSAGES.tooLong)), ""),
});
var ApplicationBodySchema = pipe(
  strictObject(
    __spreadProps(__spreadValues({}, ApplicationTextSchema.shape), {
      job: string2(),
      website: optional(string2()),
      resume: optional(unknown()),
      cover_letter_file: optional(unknown()),
    }),
  ),
  transform(({ applicant_name, applicant_email, applicant_phone, cover_letter }) => ({
    applicant_name,
    applicant_email,
    applicant_phone,
    cover_letter,
  })),
);

// src/domain/job/employment-types.ts
var EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "temporary"];

// src/domain/job/job-posting-schema.ts
var JOB_MESSAGES = {
  title: "Job title is required",
  description: "Description must be at least 50 characters",
  email: "Invalid email",
  url: "Invalid URL",
  methodTitle: "Application method required",
  method: "Please provide either an application email or URL.",
  signIn: "Please log in to post a job.",
  notApproved: "Your center must be approved before posting jobs.",
  tooLong: "This text is too long",
};
var DESCRIPTION_MIN = 50;
var optionalText2 = (max) => _default(string2().check(_trim(), _maxLength(max, JOB_MESSAGES.tooLong)), "");
var isWebAddress = (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch (e) {
    return false;
  }
};
var JobPostingSchema = object({
  title: string2(JOB_MESSAGES.title).check(
    _trim(),
    _minLength(1, JOB_MESSAGES.title),
    _maxLength(200, JOB_MESSAGES.tooLong),
  ),
  description: string2(JOB_MESSAGES.description).check(
    _trim(),
    _minLength(DESCRIPTION_MIN, JOB_MESSAGES.description),
    _maxLength(2e4, JOB_MESSAGES.tooLong),
  ),
  requirements: optionalText2(1e4),
  employment_type: _default(_enum(EMPLOYMENT_TYPES), "full-time"),
  salary_range: optionalText2(100),
  location: optionalText2(200),
  remote_option: _default(boolean2(), false),
  application_email: _default(
    string2().check(
      _trim(),
      refine((v) => v === "" || email2().safeParse(v).success, JOB_MESSAGES.email),
    ),
    "",
  ),
  application_url: _default(
    string2().check(
      _trim(),
      refine((v) => v === "" || isWebAddress(v), JOB_MESSAGES.url),
    ),
    "",
  ),
}).check(
  refine((job) => job.application_email !== "" || job.application_url !== "", {
    message: JOB_MESSAGES.method,
    path: ["application_email"],
  }),
);
function canPostJobs(center) {
  if (center.approved === "yes" || center.approved === "approved") return true;
  return center.approved === "" && center.claimed;
}

// src/domain/job/jobs-hooks-entry.ts
function checkJobPosting(body) {
  return checkWith(JobPostingSchema, body);
}
function checkApplication(body) {
  return checkWith(ApplicationTextSchema, body);
}
function checkApplicationBody(body) {
  return checkWith(ApplicationBodySchema, body);
}

// node_modules/isbot/index.mjs
var fullPattern =
  " daum[ /]| deusu/|(?:^|[^g])news(?!sapphire)|(?<! channel/|google/)google(?!(?:wv|app|/google| pixel))|(?<! cu)bots?(?:\\b|_)|(?<!cam)scan|(?<!lib)http|24x7|;\\s\\w+;$|@[a-z][\\w-]+\\.|\\(\\)|\\.com\\b|\\b\\w+/1\\.0;|\\bbw/|\\bdlc\\b|\\bort/|\\bperl\\b|\\btime/|\\||^[<\\(;]|^[\\w \\.\\-\\(?:\\):%]+(?:/v?\\d+(?:\\.\\d+)?(?:\\.\\d{1,10})*?)?(?:,|$)|^[\\w\\-]+/[\\w]+$|^[^ ]{50,}$|^\\d+\\b|^\\w*search\\b|^\\w+/[\\w\\(\\)]*$|^\\w+/\\d\\.\\d\\s\\([\\w@]+\\)$|^active|^ad muncher|^amaya|^apache/|^avsdevicesdk/|^azure|^biglotron|^blackbox exporter|^bot|^clamav[ /]|^claude-code/|^client/|^cobweb/|^custom|^ddg[_-]android|^discourse|^dispatch/\\d|^downcast/|^duckduckgo|^email|^exodusmovement|^facebook|^getright/|^gozilla/|^hobbit|^hotzonu|^hwcdn/|^igetter/|^jeode/|^jetty/|^jigsaw|^microsoft bits|^movabletype|^mozilla/\\d\\.\\d\\s[\\w\\.-]+$|^mozilla/\\d\\.\\d\\s\\((?:compatible;)?(?:\\s?[\\w\\d-.]+[\\s/]\\d+\\.\\d+)?\\)$|^navermailapp|^netsurf|^offline|^openai/|^owler|^php|^postman|^ps_daily/|^python|^rank|^read|^reed|^remove\\.bg/|^rest|^rss|^snapchat|^sora |^space bison|^stape/|^svn|^swcd |^taringa|^thumbor/|^track|^w3c|^webbandit/|^webcopier|^wget|^whatsapp|^wordpress|^xenu link sleuth|^yahoo|^yandex|^zdm/\\d|^zoom marketplace/|abuse|advisor|agent\\b|analyzer|archive|ask jeeves/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\\b|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\\b|convertify|cookiehubverify/|crawl|cursor/|cypress/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\\b|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|java(?!;)|library|linkcheck|linktiger|mail\\.ru/|manus-user/|marketgoo/|measure|monitor\\b|neustar wpm|node\\b|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\\d|radar|readable/|retriever|rexx;|rigor|rss\\b|scrape|securityheaders|selenium|server|silktide|sindup/|sogou|sparkler/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms/|xtate/";
var naivePattern = /bot|crawl|http|lighthouse|scan|search|spider/i;
var pattern;
function getPattern() {
  if (pattern instanceof RegExp) {
    return pattern;
  }
  try {
    pattern = new RegExp(fullPattern, "i");
  } catch (error) {
    pattern = naivePattern;
  }
  return pattern;
}
var isNonEmptyString = (value) => typeof value === "string" && value !== "";
function isBot(userAgent) {
  return isNonEmptyString(userAgent) && getPattern().test(userAgent);
}
var isbot = isBot;

// src/domain/analytics/bot-agents.ts
var REMEMBERED_AGENTS = 1e3;
var LONGEST_REMEMBERED = 512;
var answers = /* @__PURE__ */ new Map();
function isBotAgent(agent) {
  if (agent.length > LONGEST_REMEMBERED) return isbot(agent);
  let answer = answers.get(agent);
  if (answer === void 0) {
    if (answers.size >= REMEMBERED_AGENTS) answers.clear();
    answer = isbot(agent);
    answers.set(agent, answer);
  }
  return answer;
}

// src/domain/analytics/analytics.ts
var BEACON_METRICS = ["page_view", "directory_appearance", "call", "website", "directions", "email", "job_view"];
var MAX_CENTERS_PER_HIT = 60;
var MAX_CENTERS_TEXT = MAX_CENTERS_PER_HIT * 20;
var MAX_HIT_BYTES = 4096;
var BASIC_DAYS = 30;
var ADVANCED_DAYS = 365;
var CENTER_TOKEN = /^(?:[a-z0-9]{15}|[1-9][0-9]{0,9})$/;
function checkHit(body) {
  const metric = typeof body.metric === "string" ? body.metric : "";
  if (!BEACON_METRICS.includes(metric)) {
    return {
      ok: false,
      message: `Unknown metric "${metric.slice(0, 40)}": use one of ${BEACON_METRICS.join(", ")}.`,
    };
  }
  const raw = typeof body.center === "string" || typeof body.center === "number" ? String(body.center) : "";
  const tooMany = {
    ok: false,
    message: `At most ${String(MAX_CENTERS_PER_HIT)} centers per report.`,
  };
  if (raw.length > MAX_CENTERS_TEXT) return tooMany;
  const unique = [
    ...new Set(
      raw
        .split(",")
        .map((c) => c.trim())
        .filter((c) => c !== ""),
    ),
  ];
  if (unique.length === 0) return { ok: false, message: "Name the center that was seen." };
  if (unique.length > MAX_CENTERS_PER_HIT) return tooMany;
  const bad = unique.find((c) => !CENTER_TOKEN.test(c));
  if (bad !== void 0) return { ok: false, message: `Unknown center "${bad.slice(0, 40)}".` };
  return { ok: true, metric, centers: unique };
}
function readableDays(requested, premium) {
  const days = typeof requested === "string" ? Number(requested) : requested;
  if (typeof days !== "number" || !Number.isInteger(days) || days < 1 || days > ADVANCED_DAYS) {
    return "invalid";
  }
  return days > BASIC_DAYS && !premium ? null : days;
}
function addDays(day, offset) {
  const date2 = /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
  date2.setUTCDate(date2.getUTCDate() + offset);
  return date2.toISOString().slice(0, 10);
}
function periodDays(last, days) {
  const list3 = [];
  for (let i = days - 1; i >= 0; i -= 1) list3.push(addDays(last, -i));
  return list3;
}

// src/features/contact/contact-schema.ts
var MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  message: "Message must be at least 10 characters",
  tooLong: "This text is too long",
};
var text2 = (min, max, message) =>
  string2(message).check(_trim(), _minLength(min, message), _maxLength(max, MESSAGES.tooLong));
var fields = {
  fullName: text2(2, 200, MESSAGES.fullName),
  email: pipe(string2(MESSAGES.email).check(_trim()), email2(MESSAGES.email)),
  phone: text2(10, 30, MESSAGES.phone),
  businessName: string2().check(_trim(), _maxLength(200, MESSAGES.tooLong)),
  message: text2(10, 5e3, MESSAGES.message),
};
var ContactSchema = object(fields);
var ContactRecordSchema = strictObject({
  full_name: fields.fullName,
  email: fields.email,
  phone: fields.phone,
  business_name: _default(fields.businessName, ""),
  message: fields.message,
});
function checkContact(body) {
  return checkWith(ContactRecordSchema, body);
}

// src/domain/center/weekdays.ts
var WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
var HOUR_FIELDS = WEEKDAYS.flatMap((day) => [`${day}_open`, `${day}_close`]);

// src/domain/center/center.ts
var TEXT_LIST_MESSAGE = "Must be a list of text items, or text separated by commas";
var textList = pipe(
  union([array(string2()), string2(), _null3()], TEXT_LIST_MESSAGE),
  transform((v) =>
    (Array.isArray(v) ? v : (v != null ? v : "").split(",")).map((s) => s.trim()).filter((s) => s.length > 0),
  ),
);
var weekdayHours = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}_open`, string2()],
    [`${d}_close`, string2()],
  ]),
);
var CenterRecordSchema = object(
  __spreadValues(
    {
      id: string2(),
      collectionId: string2(),
      number: int(),
      slug: string2(),
      company_name: string2(),
      business_description: string2(),
      /** The owner's description in Spanish, Somali and Hmong (optional; shown on those pages). */
      business_description_es: optional(string2()),
      business_description_so: optional(string2()),
      business_description_hmn: optional(string2()),
      about: string2(),
      services: textList,
      features: textList,
      /** Image URLs carried over from imported data (the pages use center_images). */
      images: optional(textList),
      address: string2(),
      city: string2(),
      state: string2(),
      zip_code: string2(),
      phone_number: string2(),
      website: string2(),
      email: string2(),
      image: string2(),
      logo: string2(),
      premium: boolean2(),
      featured: boolean2(),
      year_established: number2(),
      employee_count: number2(),
      parent_company_name: string2(),
      facebook: string2(),
      twitter: string2(),
      linkedin: string2(),
      location_summary: string2(),
      /** The directory's description of the area around the center ('Generate Location Summaries'). */
      area_summary: optional(string2()),
      ai_chat_enabled: boolean2(),
      working_hours: string2(),
      owner: string2(),
      /** The owner's plan is active premium (kept by pb_hooks/plan-sync.pb.js). */
      owner_premium: optional(boolean2()),
      claimed: boolean2(),
      approved: string2(),
      ages_served: array(string2()),
      insurance_accepted: array(string2()),
      languages: array(string2()),
      service_settings: array(string2()),
      accepting_clients: string2(),
      waitlist_weeks: number2(),
      availability_updated: string2(),
      facts_updated: string2(),
      latitude: number2(),
      longitude: number2(),
    },
    weekdayHours,
  ),
);
function checkCenterRecord(raw) {
  return checkWith(CenterRecordSchema, raw);
}

// src/domain/center/opening-hours.ts
var HOURS_MESSAGES = {
  both: "Enter both an opening and a closing time, or neither",
  order: "The closing time must be later than the opening time",
};
function minutesOf(time3) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time3);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
function dayHoursProblem(open, close) {
  if ((open === "") !== (close === "")) return HOURS_MESSAGES.both;
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from !== null && to !== null && to <= from) return HOURS_MESSAGES.order;
  return "";
}
var DAY_NAMES = facts_default.weekdays;
function checkClosingTimes(record, days = WEEKDAYS) {
  const errors = {};
  let message = "";
  for (const day of days) {
    const open = record[`${day}_open`];
    const close = record[`${day}_close`];
    if (typeof open !== "string" || typeof close !== "string" || !open || !close) continue;
    if (dayHoursProblem(open, close) !== HOURS_MESSAGES.order) continue;
    errors[`${day}_close`] = HOURS_MESSAGES.order;
    message ||
      (message = `${DAY_NAMES[day]}: ${HOURS_MESSAGES.order.charAt(0).toLowerCase()}${HOURS_MESSAGES.order.slice(1)}.`);
  }
  return message ? { ok: false, message, errors } : { ok: true, fields: record };
}

// src/domain/center/center-duplicates.ts
function words(text4) {
  return text4
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((w) => w !== "");
}
var LEGAL_FORMS = /* @__PURE__ */ new Set(["llc", "inc", "incorporated", "ltd", "pllc", "pc", "corp", "co"]);
var STREET_WORDS = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  circle: "cir",
  terrace: "ter",
  trail: "trl",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};
var UNIT_WORDS = /* @__PURE__ */ new Set(["suite", "ste", "unit", "apt", "room", "rm", "floor", "fl"]);
function normalizeName(name) {
  var _a3;
  const list3 = words(name);
  while (list3.length > 1 && LEGAL_FORMS.has((_a3 = list3[list3.length - 1]) != null ? _a3 : "")) list3.pop();
  if (list3[0] === "the" && list3.length > 1) list3.shift();
  return list3.join(" ");
}
function normalizeAddress(address) {
  return words(address)
    .filter((w) => !UNIT_WORDS.has(w))
    .map((w) => {
      var _a3;
      return (_a3 = STREET_WORDS[w]) != null ? _a3 : w;
    })
    .join(" ");
}
function normalizeCity(city) {
  return words(city)
    .map((w, i) => (i === 0 && (w === "st" || w === "saint") ? "saint" : w))
    .join(" ");
}
function normalizePhone(phone) {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length === 10 ? national : "";
}
function duplicateKeys(center) {
  var _a3;
  const name = normalizeName(center.company_name);
  if (!name) return [];
  const city = normalizeCity(center.city);
  const keys = [{ key: ["address", name, city, normalizeAddress(center.address)].join("|"), match: "address" }];
  const phone = normalizePhone((_a3 = center.phone_number) != null ? _a3 : "");
  if (phone) keys.push({ key: ["phone", name, city, phone].join("|"), match: "phone" });
  return keys;
}
function duplicateReason(match) {
  return match === "address" ? "the same name and address" : "the same name, city and phone";
}

// src/features/admin/import/center-import-cells.ts
function readPhone(text4) {
  const digits = text4.replace(/\s*(ext\.?|extension|x)\s*\d+$/i, "").replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}
function readZip(text4) {
  var _a3;
  const match = /^(5[56]\d{3})(?:-?\d{4})?$/.exec(text4);
  return (_a3 = match == null ? void 0 : match[1]) != null ? _a3 : null;
}
function readState(text4) {
  return /^(mn|minn\.?|minnesota)$/i.test(text4) ? "Minnesota" : null;
}
function readWebsite(text4) {
  return /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text4) ? text4 : null;
}
function readImageUrl(text4) {
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text4) ? text4 : null;
}
function readTime(text4) {
  var _a3, _b;
  if (/^closed$/i.test(text4)) return "";
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text4);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number((_a3 = match[2]) != null ? _a3 : "0");
  const half = ((_b = match[3]) != null ? _b : "").toLowerCase().replace(/\./g, "");
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  } else if (match[2] === void 0) {
    return null;
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
function readInteger(text4, min, max) {
  const plain = text4.replace(/,/g, "");
  if (!/^\d+$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= max ? value : null;
}
function readEmployeeCount(text4) {
  var _a3;
  const range = /^([\d,]+)\s*[-–]\s*[\d,]+$/.exec(text4);
  return readInteger((_a3 = range == null ? void 0 : range[1]) != null ? _a3 : text4, 0, 1e5);
}
function readCenterNumber(text4) {
  var _a3;
  const match = /^(?:autism-)?(\d+)$/i.exec(text4);
  return match ? readInteger((_a3 = match[1]) != null ? _a3 : "", 1, 2147483647) : null;
}
function readList(text4) {
  let items;
  if (text4.startsWith("[")) {
    try {
      const parsed = JSON.parse(text4);
      if (!Array.isArray(parsed)) return null;
      items = parsed;
    } catch (e) {
      return null;
    }
  } else {
    items = text4.split(/[,;|]/);
  }
  const list3 = [];
  for (const item of items) {
    if (typeof item !== "string") return null;
    const value = item.trim();
    if (value && !list3.includes(value)) list3.push(value);
  }
  return list3;
}

// src/features/admin/import/center-import-schema.ts
var limited = (column, max) => string2().check(_maxLength(max, `${column} is longer than ${String(max)} characters`));
var text3 = (column, max) => optional(limited(column, max));
function readWith(reader, message) {
  return transform((value, ctx) => {
    const result = reader(value);
    if (result === null) {
      ctx.issues.push({ code: "custom", message, input: value });
      return NEVER;
    }
    return result;
  });
}
var read = (reader, message) => optional(pipe(string2(), readWith(reader, message)));
var list2 = (column, maxJson, item) =>
  read(
    (value) => {
      const items = readList(value);
      if (!items || JSON.stringify(items).length > maxJson) return null;
      return item && items.some((i) => item(i) === null) ? null : items;
    },
    `${column} must be a list separated by commas (or a JSON list), ${String(maxJson)} characters at most`,
  );
var website = (column) =>
  optional(
    pipe(limited(column, 500), readWith(readWebsite, `${column} must be a web address such as https://example.org`)),
  );
var imageUrl = (column) =>
  optional(pipe(limited(column, 1e3), readWith(readImageUrl, `${column} must be an http(s) address of an image`)));
var time2 = (column) => read(readTime, `${column} must be a time such as 09:00, 17:30 or 9:00 AM`);
var NAME_REQUIRED = "company_name is required";
var CenterRowSchema = object(
  __spreadValues(
    {
      id: read(readCenterNumber, "id must be a center number such as 12 or autism-12"),
      company_name: string2(NAME_REQUIRED).check(
        _minLength(1, NAME_REQUIRED),
        _maxLength(200, "company_name is longer than 200 characters"),
      ),
      business_description: text3("business_description", 5e3),
      about: text3("about", 1e4),
      services: list2("services", 2e4),
      features: list2("features", 2e4),
      address: text3("address", 300),
      city: text3("city", 100),
      state: read(readState, "state must be Minnesota (or MN): the directory lists Minnesota"),
      zip_code: read(readZip, "zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx)"),
      phone_number: read(readPhone, "phone_number must be a 10-digit US phone number"),
      website: website("website"),
      email: optional(pipe(limited("email", 200), email2("email must be an e-mail address such as info@example.org"))),
      working_hours: text3("working_hours", 500),
      year_established: read(
        (value) => readInteger(value, 1800, /* @__PURE__ */ new Date().getFullYear()),
        `year_established must be a year from 1800 to ${String(/* @__PURE__ */ new Date().getFullYear())}`,
      ),
      employee_count: read(
        readEmployeeCount,
        "employee_count must be a whole number from 0 to 100000 (or a range such as 11-50)",
      ),
      parent_company_name: text3("parent_company_name", 200),
      facebook: website("facebook"),
      twitter: website("twitter"),
      linkedin: website("linkedin"),
      location_summary: text3("location_summary", 5e3),
      image: imageUrl("image"),
      logo: imageUrl("logo"),
      images: list2("images", 5e4, readImageUrl),
    },
    Object.fromEntries(HOUR_FIELDS.map((column) => [column, time2(column)])),
  ),
);
var IMPORT_COLUMNS = Object.keys(CenterRowSchema.shape);

// src/lib/csv.ts
var CsvError = class extends Error {
  constructor(message, line) {
    super(`${message} (line ${String(line)})`);
    __publicField(this, "line");
    this.name = "CsvError";
    this.line = line;
  }
  /** Whether an error is a CsvError (also across bundles, where instanceof fails). */
  static is(error) {
    return error instanceof Error && error.name === "CsvError";
  }
};
function parseCsv(text4) {
  var _a3;
  const input = text4.startsWith("\uFEFF") ? text4.slice(1) : text4;
  const records = [];
  let fields2 = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let atFieldStart = true;
  const endField = () => {
    fields2.push(field);
    field = "";
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    if (fields2.length > 1 || fields2[0] !== "") records.push({ line: recordLine, fields: fields2 });
    fields2 = [];
  };
  while (i < input.length) {
    const char = (_a3 = input[i]) != null ? _a3 : "";
    if (atFieldStart && char === '"') {
      const quoteLine = line;
      i += 1;
      for (;;) {
        const c = input[i];
        if (c === void 0) throw new CsvError("A quoted field is never closed", quoteLine);
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === "\n" || (c === "\r" && input[i + 1] !== "\n")) line += 1;
        field += c;
        i += 1;
      }
      const next = input[i];
      if (next !== void 0 && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvError("Unexpected text after a closing quote", line);
      }
      atFieldStart = false;
      continue;
    }
    if (char === ",") {
      endField();
      i += 1;
    } else if (char === "\n" || char === "\r") {
      endRecord();
      i += char === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      atFieldStart = false;
      i += 1;
    }
  }
  if (!atFieldStart || field !== "" || fields2.length > 0) endRecord();
  return records;
}
var IGNORED_START = /^[\s\p{Cf}]+/u;
var FORMULA_START = /^[=+\-@|\t\r]/;
function looksLikeFormula(value) {
  if (FORMULA_START.test(value)) return true;
  const visible = value.replace(IGNORED_START, "");
  return FORMULA_START.test(visible.slice(0, 2).normalize("NFKC"));
}
function readCell(raw) {
  const value = raw.trim();
  return value.startsWith("'") && looksLikeFormula(value.slice(1)) ? value.slice(1).trim() : value;
}

// src/features/admin/import/center-import.ts
var ALIASES = { subtypes: "services", number: "id" };
function columnName(header) {
  var _a3;
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return (_a3 = ALIASES[name]) != null ? _a3 : name;
}
function reasonOf(error) {
  const messages = [];
  for (const issue2 of error.issues) {
    if (!messages.includes(issue2.message)) messages.push(issue2.message);
  }
  return messages.join("; ");
}
var emptyPlan = (error) => ({
  error,
  ignoredColumns: [],
  rows: 0,
  create: [],
  duplicates: [],
  rejected: [],
});
function planImport(csv, existing) {
  var _a3, _c, _d, _e, _f, _g;
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (CsvError.is(error)) return emptyPlan(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return emptyPlan("The file is empty.");
  const columns = header.fields.map(columnName);
  if (!columns.includes("company_name")) return emptyPlan("The file has no company_name column.");
  const known = new Set(IMPORT_COLUMNS);
  const used = columns.map((c, i) => known.has(c) && columns.indexOf(c) === i);
  const plan = emptyPlan("");
  plan.ignoredColumns = header.fields.filter((_, i) => !used[i]).map((h) => h.trim());
  plan.rows = data.length;
  const byNumber = new Map(existing.map((c) => [c.number, c.company_name]));
  const byKey = /* @__PURE__ */ new Map();
  for (const c of existing) {
    for (const { key } of duplicateKeys(c)) {
      if (!byKey.has(key)) byKey.set(key, `center #${String(c.number)} (${c.company_name})`);
    }
  }
  const numbersInFile = /* @__PURE__ */ new Map();
  for (const { line, fields: fields2 } of data) {
    const cells = {};
    columns.forEach((column, i) => {
      var _a4;
      const value = readCell((_a4 = fields2[i]) != null ? _a4 : "");
      if (used[i] && value) cells[column] = value;
    });
    const name = (_a3 = cells.company_name) != null ? _a3 : "";
    if (fields2.length > columns.length) {
      const reason = `The row has ${String(fields2.length)} cells but the header has ${String(columns.length)} (an unquoted comma?)`;
      plan.rejected.push({ line, name, reason });
      continue;
    }
    const parsed = CenterRowSchema.safeParse(cells);
    if (!parsed.success) {
      plan.rejected.push({ line, name, reason: reasonOf(parsed.error) });
      continue;
    }
    const _b = parsed.data,
      { id } = _b,
      record = __objRest(_b, ["id"]);
    const number3 = id != null ? id : null;
    const keys = duplicateKeys({
      company_name: record.company_name,
      address: (_c = record.address) != null ? _c : "",
      city: (_d = record.city) != null ? _d : "",
      phone_number: (_e = record.phone_number) != null ? _e : "",
    });
    const same = keys.find(({ key }) => byKey.has(key));
    let duplicateOf = "";
    if (number3 !== null && byNumber.has(number3)) {
      duplicateOf = `center #${String(number3)} (${(_f = byNumber.get(number3)) != null ? _f : ""}) already exists`;
    } else if (number3 !== null && numbersInFile.has(number3)) {
      duplicateOf = `the same id as line ${String(numbersInFile.get(number3))}`;
    } else if (same) {
      duplicateOf = `${duplicateReason(same.match)} as ${(_g = byKey.get(same.key)) != null ? _g : ""}`;
    }
    if (duplicateOf) {
      plan.duplicates.push({ line, name, reason: `Duplicate: ${duplicateOf}` });
      continue;
    }
    if (number3 !== null) numbersInFile.set(number3, line);
    for (const { key } of keys) if (!byKey.has(key)) byKey.set(key, `line ${String(line)}`);
    plan.create.push({
      line,
      number: number3,
      record: __spreadProps(__spreadValues({}, record), { state: "Minnesota" }),
    });
  }
  return plan;
}

// src/domain/center/center-status.ts
var HIDDEN_APPROVALS = ["pending", "no", "rejected"];
var PUBLIC_CENTER_FILTER = HIDDEN_APPROVALS.map((value) => `approved != "${value}"`).join(" && ");
function isPublicApproval(approved) {
  return !HIDDEN_APPROVALS.includes(approved);
}

// src/domain/center/center-fields.ts
var CENTER_PAGE_FIELDS = [
  "id",
  "number",
  "slug",
  "company_name",
  "business_description",
  "business_description_es",
  "business_description_so",
  "business_description_hmn",
  "about",
  "services",
  "features",
  "address",
  "city",
  "state",
  "zip_code",
  "phone_number",
  "website",
  "email",
  "image",
  // Imported image URLs: not shown, but the build's schema checks them, so a change can
  // take a center off the site or put it back.
  "images",
  "logo",
  "premium",
  "featured",
  "year_established",
  "employee_count",
  "parent_company_name",
  "facebook",
  "twitter",
  "linkedin",
  "location_summary",
  "area_summary",
  "ai_chat_enabled",
  "working_hours",
  "owner",
  "owner_premium",
  "claimed",
  "approved",
  "ages_served",
  "insurance_accepted",
  "languages",
  "service_settings",
  "accepting_clients",
  "waitlist_weeks",
  "availability_updated",
  "facts_updated",
  "latitude",
  "longitude",
  ...WEEKDAYS.flatMap((day) => [`${day}_open`, `${day}_close`]),
];

// src/domain/job/live-job.ts
function isLiveJob(job, now) {
  const expires = typeof job.expires_at === "string" ? Date.parse(job.expires_at.replace(" ", "T")) : NaN;
  return job.status === "active" && job.payment_status === "paid" && expires > now.getTime();
}

// src/domain/job/public-job-fields.ts
var PUBLIC_JOB_FIELDS =
  "id,center,title,description,requirements,employment_type,location,remote_option,salary_range,application_url,application_email,created,expires_at";

// src/lib/slug.ts
function slugify2(name) {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
  return slug || "center";
}

// src/lib/routes.ts
var routes = {
  home: "/",
  centers: "/centers",
  careers: "/careers",
  intake: "/intake",
  intakeStatus: "/intake/status",
  auth: "/auth",
  dashboard: "/dashboard",
  admin: "/admin",
  pricing: "/pricing",
  claimListing: "/claim-listing",
  faq: "/faq",
  accessibility: "/accessibility",
  privacyPolicy: "/privacy-policy",
  termsOfUse: "/terms-of-use",
  openData: "/open-data",
};
var signUpHref = `${routes.auth}?mode=signup`;
function centerHref(center) {
  return `/center/${slugify2(center.name)}-${center.number}`;
}
function jobHref(job) {
  return `/job/${encodeURIComponent(job.id)}`;
}
var centersSearch = `${routes.centers}/search`;
var centersServices = `${routes.centers}/service/`;
function intakeStatusHref(token) {
  return `${routes.intakeStatus}#token=${encodeURIComponent(token)}`;
}
var authMailPages = {
  confirmVerification: "/auth/confirm-verification",
  resetPassword: "/auth/reset-password",
};

// src/domain/center/public-change.ts
var JOB_FIELDS = [...PUBLIC_JOB_FIELDS.split(","), "status", "payment_status"];
var BOOKKEEPING = /* @__PURE__ */ new Set(["updated", "collectionId", "collectionName"]);
function differs(fields2, before, after) {
  const names =
    fields2 != null
      ? fields2
      : [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].filter(
          (name) => !BOOKKEEPING.has(name),
        );
  return names.some((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
function changed(fields2, { before, after }, isPublic) {
  const was = before !== null && isPublic(before);
  const is = after !== null && isPublic(after);
  if (!was && !is) return false;
  if (before === null || after === null || was !== is) return true;
  return differs(fields2, before, after);
}
function altersPublicPage(change) {
  switch (change.collection) {
    case "centers":
      return changed(CENTER_PAGE_FIELDS, change, (r) => isPublicApproval(String(r["approved"])));
    case "job_postings":
      return changed(JOB_FIELDS, change, (r) => change.centerPublic === true && isLiveJob(r, change.now));
    case "center_images":
    case "center_videos":
      return changed(null, change, () => change.centerPublic === true);
    case "plans":
      return changed(null, change, () => true);
    default:
      return false;
  }
}
function centerPath(record) {
  const name = record == null ? void 0 : record["company_name"];
  const number3 = record == null ? void 0 : record["number"];
  return typeof name === "string" && typeof number3 === "number" && number3 > 0
    ? [centerHref({ name, number: number3 })]
    : [];
}
function publicPaths(change) {
  var _a3, _b, _c, _d;
  const paths = [];
  switch (change.collection) {
    case "centers":
      paths.push(
        ...centerPath(change.before),
        ...centerPath(change.after),
        ...((_a3 = change.jobIds) != null ? _a3 : []).map((id) => jobHref({ id })),
      );
      break;
    case "job_postings": {
      const id =
        (_d = (_b = change.after) == null ? void 0 : _b["id"]) != null
          ? _d
          : (_c = change.before) == null
            ? void 0
            : _c["id"];
      if (typeof id === "string") paths.push(jobHref({ id }));
      paths.push(...centerPath(change.center));
      break;
    }
    case "center_images":
    case "center_videos":
      paths.push(...centerPath(change.center));
      break;
  }
  const english = [...new Set(paths)];
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(locale, path)));
}

// src/features/admin/data-quality/data-quality.ts
var STALE_AFTER_DAYS = 90;
var REMINDER_INTERVAL_DAYS = 30;
var DAY_MS = 24 * 60 * 60 * 1e3;
function parseStoredDate(value) {
  const text4 = value.trim();
  return text4 ? Date.parse(text4.replace(" ", "T")) : NaN;
}
function daysSince(value, now) {
  const time3 = parseStoredDate(value);
  return Number.isNaN(time3) ? Infinity : Math.floor((now - time3) / DAY_MS);
}
function isStale(stamp, created, now) {
  return daysSince(stamp.trim() ? stamp : created, now) >= STALE_AFTER_DAYS;
}
function isStaleListing(center, now) {
  return (
    isStale(center.facts_updated, center.created, now) || isStale(center.availability_updated, center.created, now)
  );
}
function isReminderDue(center, now) {
  return (
    center.owner !== "" &&
    isStaleListing(center, now) &&
    daysSince(center.stale_reminder_sent, now) >= REMINDER_INTERVAL_DAYS
  );
}

// src/lib/format.ts
function websiteHref(website2) {
  const trimmed = website2.trim();
  if (!trimmed) return "";
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) ? "" : `https://${trimmed}`;
}
function fetchableWebsite(website2) {
  var _a3, _b;
  if (!website2.trim()) return "";
  const href = websiteHref(website2);
  const host = (_b = (_a3 = /^https?:\/\/([^/?#]*)/i.exec(href)) == null ? void 0 : _a3[1]) != null ? _b : "";
  return host === "" || host.includes("@") ? null : href;
}

// src/domain/center/media-limits.ts
var IMAGE_LIMITS = { main: 1, logo: 1, gallery: 12 };
var IMAGE_MAX_MB = { main: 5, logo: 2, gallery: 5 };
var VIDEO_LIMIT = 5;
function imageLimitMessage(kind) {
  return `You can only upload ${String(IMAGE_LIMITS[kind])} ${kind} image(s) total`;
}
function fileTooLargeMessage(fileName, kind) {
  return `File ${fileName} is too large. Maximum size is ${String(IMAGE_MAX_MB[kind])}MB`;
}
function isTooLarge(bytes, kind) {
  return bytes > IMAGE_MAX_MB[kind] * 1024 * 1024;
}
var ALT_TEXT_REQUIRED = "Please add alt text describing each gallery image.";
var VIDEO_LIMIT_MESSAGE = `You can only upload up to ${String(VIDEO_LIMIT)} videos`;

// src/lib/password-rule.ts
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 71;
var PASSWORD_MAX_BYTES = 72;
var MAX_FAILED_SIGN_INS = 5;
var MAX_FAILED_SIGN_INS_ACCOUNT = 20;
var SIGN_IN_WINDOW_MINUTES = 15;
function signInWaitMinutes(failuresHere, failuresEverywhere, minutesSinceLastFailure) {
  const allowed = failuresEverywhere >= MAX_FAILED_SIGN_INS_ACCOUNT ? 1 : MAX_FAILED_SIGN_INS;
  if (failuresHere < allowed) return 0;
  const delay = Math.min(__pow(2, failuresHere - allowed), SIGN_IN_WINDOW_MINUTES);
  return Math.max(0, Math.ceil(delay - minutesSinceLastFailure));
}
function tooManySignInsMessage(minutes) {
  const wait = minutes === 1 ? "1 minute" : `${String(minutes)} minutes`;
  return `Too many failed sign-ins. Please wait ${wait} before trying again, or reset your password.`;
}
var PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${String(PASSWORD_MIN)} characters.`,
  tooLong: `Password must be at most ${String(PASSWORD_MAX)} characters.`,
  tooLongBytes:
    "Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.",
  blank: "Password cannot be only spaces.",
  common: "This password is too common and easy to guess. Please choose another one.",
};
function passwordProblem(password, isCommon = () => false) {
  if (typeof password !== "string") return PASSWORD_MESSAGES.tooShort;
  if (password.length > 0 && password.trim() === "") return PASSWORD_MESSAGES.blank;
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (codePoints(password) > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return PASSWORD_MESSAGES.tooLongBytes;
  if (isCommon(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return "";
}
function codePoints(text4) {
  return Array.from(text4).length;
}
function utf8Length(text4) {
  var _a3;
  let bytes = 0;
  for (const char of text4) {
    const code = (_a3 = char.codePointAt(0)) != null ? _a3 : 0;
    bytes += code < 128 ? 1 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return bytes;
}

// src/domain/plan/premium.ts
var PREMIUM_FEATURES = {
  socialLinks: "Social media links",
  knowledgeBase: "Knowledge base",
  logo: "Logo upload",
  gallery: "Multiple images",
  videos: "Video gallery",
  scraping: "Website scraping",
  media: "Media & Branding",
  analytics: "Advanced analytics",
};
var PREMIUM_FIELDS = {
  facebook: PREMIUM_FEATURES.socialLinks,
  twitter: PREMIUM_FEATURES.socialLinks,
  linkedin: PREMIUM_FEATURES.socialLinks,
  knowledge_base: PREMIUM_FEATURES.knowledgeBase,
  logo: PREMIUM_FEATURES.logo,
  images: PREMIUM_FEATURES.gallery,
};
var PREMIUM_IMAGE_KINDS = {
  logo: PREMIUM_FEATURES.logo,
  gallery: PREMIUM_FEATURES.gallery,
};
function premiumNotice(feature) {
  return {
    title: "Premium Feature Required",
    description: `${feature} is a premium feature. Upgrade your plan to access this functionality.`,
  };
}
function premiumMessage(feature) {
  const notice = premiumNotice(feature);
  return `${notice.title}: ${notice.description}`;
}
function planOf(subscription) {
  return (subscription == null ? void 0 : subscription.plan_type) === "premium" && subscription.status === "active"
    ? "premium"
    : "free";
}

// src/features/auth/account-mail.ts
function accountMail(kind, language, { siteUrl, siteName, token = "" }) {
  const { locale, messages } = mailTexts(language);
  const m = messages.account;
  const site = { site: siteName };
  const page = (path2) => `${siteUrl}${localizePath(locale, path2)}`;
  if (kind === "taken") {
    return {
      subject: m.taken.subject,
      blocks: [
        { text: m.taken.body },
        { text: m.taken.signIn },
        { link: [m.taken.link, page(routes.auth)] },
        { text: m.taken.ignore },
      ],
    };
  }
  const text4 = m[kind];
  const path = kind === "verification" ? authMailPages.confirmVerification : authMailPages.resetPassword;
  return {
    subject: format(text4.subject, site),
    blocks: [
      { text: m.hello },
      { text: format(text4.body, site) },
      { link: [text4.link, `${page(path)}?token=${encodeURIComponent(token)}`] },
      { text: text4.ignore },
      { text: format(m.thanks, site) },
    ],
  };
}
