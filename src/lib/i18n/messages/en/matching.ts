/**
 * English: the source of every language's 'matching' messages: why a center matches a family
 * and what to check, as the server's ranking (features/intake/matching) writes them for the
 * family's results and mails, in the language the intake was filled in.
 */
export default {
  inCity: 'In {city}, one of your cities',
  outsideCity: 'In {city}, outside your cities',
  noCity: 'In a city not listed, outside your cities',
  nearOne: 'About {miles} mile from {city}',
  nearOther: 'About {miles} miles from {city}',
  farOne: 'About {miles} mile from {city}, outside your cities',
  farOther: 'About {miles} miles from {city}, outside your cities',
  askInsurance: 'Ask whether they take your insurance plan',
  accepts: 'Accepts {insurance}',
  privatePay: 'private pay',
  notListed: 'Does not list {what}',
  speaks: 'Staff speak {languages}',
  or: 'or',
  serves: 'Serves {age}',
  offers: 'Offers services {setting}',
  notOffered: 'Does not list services {setting}',
  settings: {
    home: 'in your home',
    center: 'at the center',
    school: 'at school',
    telehealth: 'by telehealth',
  },
  estimateFrom: '{availability} (estimate from {date})',
  asOf: '{availability} (as of {date})',
  callToAsk: '{availability}: call to ask',
  /** Other languages' dates (English keeps the short month of its other server texts). */
  date: '{month} {day}, {year}',
} as const;
