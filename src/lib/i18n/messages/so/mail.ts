import type { Messages } from '../../types.ts';

export default {
  family: {
    subject: 'Xarumaha otiisamka ee kugu habboon',
    hello: 'Salaan {name}, waad ku mahadsan tahay codsigaaga.',
    matches: 'Xarumahan ayaa ku habboon jawaabahaaga, kuwa ugu habboon ayaa ugu horreeya:',
    partial: 'Weli ma jirto xarun buuxisa wax kasta oo aad codsatay. Kuwani ayaa ugu dhow:',
    none: 'Weli ma jirto xarun ku habboon jawaabahaaga. Waan kula soo xiriiri doonnaa si aan kuu caawinno.',
    sharedWith: 'Sidaad oggolaatay, codsigaaga waxaan u dirnay: {centers}.',
    follow: 'Kala soco codsigaaga boggan gaarka ah (xiriirka cidna ha la wadaagin):',
    statusLink: 'Xaaladda codsigaaga',
  },
  opening: {
    subject: '{center} hadda waxay qaadanaysaa macaamiil cusub',
    hello: 'Salaan {name},',
    body: '{center} oo ku taal {city}, mid ka mid ah xarumaha kugu habboon, waxay lahayd liiska sugitaanka, hadda se waxay qaadanaysaa macaamiil cusub.',
    optOut:
      'Waxaad codsatay inaad ka war hesho boosaska bannaan. Tan waxaad ka joojin kartaa bogga xaaladda codsigaaga:',
    statusLink: 'Xaaladda codsigaaga',
  },
  account: {
    hello: 'Salaan,',
    thanks: 'Mahadsanid, kooxda {site}',
    verification: {
      subject: 'Xaqiiji iimaylkaaga {site}',
      body: 'Waad ku mahadsan tahay inaad ku biirtay {site}. Fur xiriirka hoose si aad u xaqiijiso cinwaanka iimaylkaaga.',
      link: 'Xaqiiji iimaylkayga',
      ignore: 'Haddii aadan hadda samayn akoon, fariintan iska dhaaf.',
    },
    reset: {
      subject: 'Dib u deji erayga sirta ah ee {site}',
      body: 'Fur xiriirka hoose si aad u doorato eray sir ah oo cusub.',
      link: 'Dooro eray sir ah oo cusub',
      ignore: 'Haddii aadan codsan inaad dib u dejiso eraygaaga sirta ah, fariintan iska dhaaf.',
    },
    taken: {
      subject: 'Qof ayaa isku dayay inuu akoon ku sameeyo iimaylkaaga',
      body: 'Qof, laga yaabee adiga, ayaa isku dayay inuu akoon cusub ku sameeyo cinwaankan iimaylka. Horey ayaad akoon u leedahay, sidaas darteed akoon cusub lama samayn.',
      signIn:
        'Haddii ay adiga ahayd, soo gal. Haddii aad ilowday eraygaaga sirta ah, dooro «Ma ilowday erayga sirta ah?» bogga soo gelitaanka si aad mid cusub u dejiso.',
      link: 'Soo gal',
      ignore: 'Haddii aysan adiga ahayn, fariintan iska dhaaf: waxba isma beddelin akoonkaaga.',
    },
  },
} satisfies Messages<'mail'>;
