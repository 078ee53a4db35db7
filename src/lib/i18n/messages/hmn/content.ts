import type { Messages } from '../../types.ts';

export default {
  bindingNotice:
    'Peb txhais daim ntawv no los pab koj nyeem xwb. Daim ntawv lus Askiv thiaj yog daim uas siv tau raws cai: {english}.',
  bindingLink: 'nyeem ua lus Askiv',
  faq: {
    title: 'Cov Lus Nug Ntau',
    description:
      'Cov lus teb rau cov tsev neeg thiab cov tswv chaw pab: kev pov hwm, EIDBI thiab TEFRA, daim ntawv teev npe tos, daim ntawv nrhiav chaw pab, thiab yuav ntxiv los yog thov ib lub chaw pab li cas.',
    items: {
      what: {
        question: 'Phau ntawv teev no yog dab tsi?',
        answer:
          'Ib phau ntawv teev dawb ntawm cov chaw pab txog autism thoob plaws Minnesota. Txhua lub chaw pab nplooj ntawv qhia txog cov kev pab uas lub chaw muaj, cov hnub nyoog uas nws pab, cov kev pov hwm thiab nyiaj pab uas nws txais, cov lus uas nws cov neeg ua haujlwm hais, qhov chaw uas muab kev pab, thiab seb nws puas txais cov neeg tshiab.',
      },
      cost: {
        question: 'Cov tsev neeg puas yuav tau them nyiaj?',
        answer:
          'Tsis tau. Kev nrhiav, kev sib piv cov chaw pab, daim ntawv nrhiav chaw pab thiab kev tiv tauj cov chaw pab yog dawb rau cov tsev neeg.',
      },
      insurance: {
        question: 'Kuv yuav nrhiav tau ib lub chaw pab uas txais peb txoj kev pov hwm li cas?',
        answer:
          'Ntawm nplooj ntawv Cov chaw pab, xaiv raws li kev pov hwm los yog nyiaj pab, lub nroog, hnub nyoog, hom lus thiab qhov chaw muab kev pab, los yog nrhiav ze koj tus ZIP code. Ib txwm nrog lub chaw pab thiab koj txoj kev pov hwm lees paub tias yuav them ua ntej pib txais kev pab.',
      },
      eidbi: {
        question: 'EIDBI yog dab tsi?',
        answer:
          'Kev Pab Thaum Ntxov Txog Kev Loj Hlob thiab Tus Cwj Pwm (EIDBI) yog Minnesota li kev pab Medicaid rau cov neeg hnub nyoog qis dua 21 xyoo uas muaj autism spectrum disorder los yog ib yam mob uas zoo li ntawd. Nws muaj los ntawm Medical Assistance (MA) thiab MinnesotaCare. Cov chaw pab uas txais EIDBI qhia li ntawd rau ntawm lawv nplooj ntawv.',
      },
      tefra: {
        question: 'TEFRA yog dab tsi?',
        answer:
          'TEFRA yog ib txoj kev xaiv hauv Minnesota uas cia cov me nyuam xiam oob qhab tsim nyog tau Medical Assistance (MA) raws li tus me nyuam cov nyiaj tau los, tsis yog niam txiv cov. Tej zaum tsev neeg yuav tau them ib tus nqi niam txiv. Ntau tsev neeg siv nws nrog rau kev pov hwm ntiag tug.',
      },
      waitlist: {
        question: 'Cov lus kwv yees ntawm daim ntawv teev npe tos txhais li cas?',
        answer:
          'Cov chaw pab qhia peb seb lawv puas txais cov neeg tshiab, thiab yog tsis txais, lawv daim ntawv teev npe tos ntev li pes tsawg lub lis piam, nrog rau hnub uas lawv kwv yees. Daim ntawv teev npe tos hloov tas li, yog li ntawd nws zoo yog koj thov ntau lub chaw pab thiab nug txhua lub txhua ib mus rau ob lub lis piam.',
      },
      matching: {
        question: '“Nrhiav ib lub chaw pab” (daim ntawv nrhiav chaw pab) ua haujlwm li cas?',
        answer:
          'Koj teb tsib kauj ruam luv luv txog koj tus me nyuam, cov nroog uas koj nyiam, kev pov hwm thiab hom lus. Peb qhia koj cov chaw pab uas pab tau koj tsev neeg, cov haum tshaj plaws ua ntej, thiab, yog koj tso cai, peb muab koj daim ntawv thov rau cov chaw pab ntawd kom lawv tiv tauj tau koj. Koj yuav tau ib qhov txuas ntiag tug los saib seb lub chaw pab twg tau saib los yog teb koj daim ntawv thov lawm.',
      },
      advice: {
        question: 'Nej puas muab tswv yim kho mob los yog qhia cov chaw pab?',
        answer:
          'Tsis muab. Peb yog ib phau ntawv teev thiab qhov chaw txuas xwb. Peb tsis kuaj mob, tsis muab tswv yim kho mob thiab tsis txhawb ib lub chaw pab twg. Nrog koj tus me nyuam pab neeg saib xyuas tham txog cov kev pab uas haum rau koj tsev neeg.',
      },
      claim: {
        question: 'Kuv muaj ib lub chaw pab. Kuv yuav ntxiv los yog thov nws li cas?',
        answer:
          'Yog koj lub chaw pab twb muaj lawm, siv Thov koj lub chaw pab nrog tus lej nkag 8 tus uas peb xa rau koj. Yog tsis tau muaj, tsim ib tus account thiab ntxiv koj lub chaw pab; ib tus thawj tswj yuav tshuaj xyuas cov chaw pab tshiab ua ntej muab tso tawm.',
      },
      premium: {
        question: 'Txoj kev npaj Premium ntxiv dab tsi rau cov chaw pab?',
        answer:
          'Premium ntxiv ib lub logo, cov duab, cov video, cov txuas mus rau social media thiab qhov chaw tshwj xeeb, ntxiv rau nplooj ntawv dawb uas muaj cov ntaub ntawv tiv tauj, sij hawm qhib thiab cov kev pab. Saib nplooj ntawv Tus nqi kom paub ntxiv.',
      },
      wrong: {
        question: 'Ib lub chaw pab cov ntaub ntawv tsis raug los yog qub lawm. Kuv yuav ua li cas?',
        answer:
          'Siv Tiv tauj peb nyob hauv qab ntawm txhua nplooj ntawv thiab qhia peb tias yog lub chaw pab twg thiab dab tsi tsis raug. Peb yuav nrog lub chaw pab kuaj xyuas thiab kho cov ntaub ntawv.',
      },
    },
  },
  accessibility: {
    title: 'Tsab Ntawv Qhia Txog Kev Siv Tau Yooj Yim',
    description:
      'Peb cog lus rau WCAG 2.2 AA, cov yam uas pab kom siv tau yooj yim hauv phau ntawv teev, thiab yuav qhia peb txog ib qho teeb meem li cas. Peb teb hauv 2 hnub ua haujlwm.',
    updated: 'Hloov kho zaum kawg: {date}',
    intro:
      'Ntau tsev neeg uas siv phau ntawv teev no muaj ib tug neeg xiam oob qhab, thiab ntau tus neeg siv kuj xiam oob qhab thiab. Peb xav kom txhua tus neeg tuaj saib nrhiav tau ib lub chaw pab thiab tiv tauj tau nws, txawm lawv siv lub cuab yeej, browser los yog khoom pab twg los xij.',
    conformanceHeading: 'Kev ua raws li cov qauv',
    conformance:
      'Phau ntawv teev no ua raws li Web Content Accessibility Guidelines (WCAG) 2.2 theem AA. Cov ntsiab lus uas cov chaw pab muab rau lawv tus kheej, xws li cov lus piav txog duab thiab cov vev xaib uas lawv txuas mus, tsis suav nrog rau hauv tsab ntawv no (saib cov kev txwv hauv qab no).',
    testedHeading: 'Peb kuaj li cas',
    testedIntro: 'Txhua qhov hloov rau lub vev xaib yuav raug kuaj li no ua ntej muab tso tawm:',
    tested: {
      axe: 'Ib qho kev kuaj tsis siv neeg (axe) rau txhua nplooj ntawv, txhua lub qhov rai thiab txhua kauj ruam ntawm peb cov ntawv, nrog cov xim ib txwm, xim sib txawv heev thiab cov ntawv loj heev: tsis pom muaj teeb meem.',
      focus:
        'Ib qho kev kuaj keyboard focus rau txhua nplooj ntawv pej xeem, cov tswv chaw pab nplooj tswj, qhov chaw ntawm tus thawj tswj thiab txhua lub qhov rai, rau ib lub vijtsam loj li lub xov tooj (375 px) thiab ib lub loj li lub computer (1280 px), nrog cov xim ib txwm, xim sib txawv heev thiab cov ntawv loj heev. Txhua qhov chaw nws kuaj seb yam uas muaj focus puas raug npog los ntawm lub taub hau nplooj ntawv, ib txoj kab uas nyob ruaj los yog lwm yam, seb nws puas muaj ib txoj kab focus uas pom tau thiab sib txawv txaus, thiab seb focus puas tsis ploj thaum muaj ib lub qhov rai qhib.',
      journeys:
        'Kev siv keyboard xwb, kuaj focus tom qab txhua kauj ruam: nrhiav ib lub chaw pab thiab mus txog nws tus xov tooj; sau tag nrho daim ntawv nrhiav chaw pab, dhau ib kauj ruam uas raug tsis lees, ib zaug xa tsis tau thiab ib zaug poob kev sib txuas, mus txog cov chaw pab uas haum thiab yam yuav tshwm sim tom ntej; thov ib lub chaw pab nrog tus lej nkag tsis raug thiab ces tus raug; kho thiab khaws ib lub chaw pab ua nws tus tswv; kho ib daim ntawv uas xa tsis tau; thiab saib cov duab.',
    },
    byHand:
      'Peb kuj kuaj nrog tes siv keyboard thiab cov screen reader. Cov lus ceeb toom yuam kev nyob ntawm lub vijtsam mus txog thaum koj kaw, thiab cov lus lees paub nyob tsawg kawg 10 vib nas this (nres thaum koj taw los yog muab focus rau nws).',
    offersHeading: 'Lub vev xaib muaj dab tsi',
    offers: {
      skipLinks:
        'Ob qhov txuas hla nyob saum toj ntawm txhua nplooj ntawv, mus rau cov ntsiab lus tseem ceeb thiab mus rau cov txuas tseem ceeb.',
      keyboard:
        'Txhua yam siv tau nrog keyboard xwb, nrog ib qho cim focus uas pom tau. Thaum xa tsis tau ib daim ntawv, focus yuav mus rau cov lus uas qhia tias vim li cas, los yog mus rau thawj qhov chaw uas yuav tsum kho.',
      panel:
        'Ib lub pob Kev siv tau yooj yim nyob rau txhua nplooj ntawv, muaj Xim sib txawv heev, Txo kev txav thiab peb qhov loj ntawm cov ntawv. Nws ua raws li koj lub cuab yeej qhov chaw teeb xim thiab kev txav thiab nco ntsoov koj cov kev xaiv.',
      noScript:
        'Txhua nplooj ntawv siv tau yam tsis muaj JavaScript; cov feem uas sib cuam tshuam ntxiv rau nws.',
      alternatives:
        'Cov duab muaj cov lus piav; cov chaw sau ntawv muaj npe thiab cov lus yuam kev raug nyeem tawm.',
    },
    limitationsHeading: 'Cov kev txwv uas paub lawm',
    limitations: {
      photos:
        'Cov duab thiab cov lus piav yog cov chaw pab muab. Peb thov ib qho lus piav rau txhua daim duab, tab sis qee daim duab qub tej zaum yuav muaj ib qho lus piav dav dav xwb.',
      links:
        'Cov txuas mus rau ib lub chaw pab lub vev xaib coj mus rau cov nplooj ntawv uas peb tsis tswj thiab tej zaum yuav siv tsis tau yooj yim npaum li.',
    },
    barrierHeading: 'Qhia peb txog ib qho teeb meem',
    barrier:
      'Yog tias muaj dab tsi hauv lub vev xaib no siv nyuaj, thov qhia peb: sau ntawv rau {email} los yog siv Tiv tauj peb nyob hauv qab ntawm txhua nplooj ntawv. Qhia peb tias yog nplooj ntawv twg thiab muaj dab tsi tshwm sim. {reply} thiab, thaum peb kho tsis tau ib qho teeb meem tam sim ntawd, peb pab koj kom tau cov ntaub ntawv los ntawm lwm txoj kev.',
    reply: 'Peb teb hauv 2 hnub ua haujlwm',
    seeAlso: 'Saib peb {faq} thiab.',
    faqLink: 'Cov lus nug ntau',
  },
  privacy: {
    title: 'Txoj Cai Tiv Thaiv Ntaub Ntawv Ntiag Tug',
    description:
      'Phau Ntawv Teev Cov Chaw Pab Autism hauv Minnesota sau cov ntaub ntawv dab tsi, vim li cas, leej twg pom thiab koj xaiv tau dab tsi.',
    effective: 'Siv txij {date}',
    intro:
      'Txoj cai no piav qhia tias Phau Ntawv Teev Cov Chaw Pab Autism hauv Minnesota sau cov ntaub ntawv dab tsi, peb siv li cas thiab koj xaiv tau dab tsi. Peb sau tsawg li tsawg tau raws li peb xav tau los txuas cov tsev neeg rau cov chaw pab txog autism.',
    collectHeading: 'Peb sau dab tsi',
    collect: {
      browsing: {
        label: 'Thaum saib phau ntawv teev:',
        text: 'tsis muaj dab tsi uas qhia tau tias koj yog leej twg. Peb cov server khaws cov ntaub ntawv technical ib ntus (xws li IP address) kom lub vev xaib muaj kev nyab xeeb thiab txwv kev siv tsis zoo.',
      },
      matching: {
        label: 'Daim ntawv nrhiav chaw pab:',
        text: 'koj lub npe, xov tooj, email, cov nroog thiab hom lus uas koj nyiam, koj tus me nyuam pab hnub nyoog, qhov loj ntawm lub chaw pab thiab hnub pib uas koj nyiam, thiab kev pov hwm. Qhov no tej zaum yuav muaj cov ntaub ntawv txog kev noj qab haus huv; thov qhia tsuas yog yam koj xis nyob qhia xwb.',
      },
      contact: {
        label: 'Tiv tauj peb:',
        text: 'koj lub npe, email, xov tooj, lub npe lag luam (yog xav muab) thiab cov lus.',
      },
      accounts: {
        label: 'Cov account (cov tswv chaw pab):',
        text: 'email, lub npe thiab lo lus zais (khaws ua ib qho hash uas muaj kev nyab xeeb xwb), thiab cov ntaub ntawv ntawm lub chaw pab uas koj ntxiv.',
      },
      jobs: {
        label: 'Cov ntawv thov haujlwm:',
        text: 'yam koj sau thiab daim résumé los yog tsab ntawv uas koj xa tuaj.',
      },
    },
    useHeading: 'Peb siv li cas',
    use: {
      match:
        'Los qhia koj cov chaw pab uas haum rau koj tsev neeg thiab, yog koj tso cai, muab koj daim ntawv thov rau cov chaw pab ntawd.',
      answer: 'Los teb koj cov lus thiab saib xyuas koj daim ntawv thov.',
      run: 'Los tswj cov account, cov chaw pab nplooj ntawv, cov yam uas yuav tsum them nyiaj thiab cov haujlwm uas muab tshaj tawm.',
    },
    whoHeading: 'Leej twg pom',
    who: {
      centers:
        'Ib daim ntawv nrhiav chaw pab tsuas mus rau cov chaw pab uas haum nrog nws xwb, thiab tsuas yog thaum koj kos lub npov tso cai rau peb qhia xwb. Nws yeej tsis raug muag los yog muab rau lwm tus.',
      employer:
        'Ib daim ntawv thov haujlwm tsuas yog tus tswv haujlwm uas tshaj tawm txoj haujlwm pom xwb.',
      team: 'Peb pab neeg me me pom cov lus tiv tauj thiab cov ntawv nrhiav chaw pab kom pab tau koj.',
      providers:
        'Cov tuam txhab uas khiav qee feem ntawm lub vev xaib rau peb (kev tuav lub vev xaib, kev xa email thiab, rau cov yam uas yuav tsum them nyiaj, lub tuam txhab txais nyiaj los ntawm daim npav) tsuas siv cov ntaub ntawv raws li peb hais xwb.',
    },
    deviceHeading: 'Hauv koj lub cuab yeej',
    device:
      'Peb tsis siv cov cookie tshaj tawm lag luam los yog taug qab. Lub vev xaib khaws ob peb yam hauv koj lub browser qhov chaw khaws hauv zos: koj qhov kev nkag mus (cov tswv chaw pab), koj cov kev teeb tsa kev siv tau yooj yim, tias koj tau pom zoo cov cai, thiab koj daim ntawv nrhiav chaw pab uas tseem tsis tau tiav kom thaum rov thauj nplooj ntawv nws tsis ploj (muab tshem tawm thaum koj xa).',
    keepHeading: 'Peb khaws ntev npaum li cas',
    keep: 'Peb khaws cov ntawv nrhiav chaw pab thiab cov lus tiv tauj mus txog 24 lub hlis, ces muab tshem tawm. Cov ntaub ntawv ntawm ib tus account raug khaws thaum tus account tseem muaj. Koj thov tau kom peb tshem koj cov ntaub ntawv ua ntej ntawd.',
    choicesHeading: 'Koj cov kev xaiv',
    choices:
      'Koj thov tau saib, kho los yog tshem koj cov ntaub ntawv, los yog thim koj qhov kev tso cai qhia ib daim ntawv nrhiav chaw pab, los ntawm kev sau ntawv rau {email}.',
    childrenHeading: 'Cov me nyuam',
    children:
      'Lub vev xaib no yog rau cov niam txiv, cov neeg saib xyuas, cov neeg laus uas nrhiav kev pab thiab cov neeg ua haujlwm ntawm cov chaw pab. Cov ntaub ntawv txog ib tug me nyuam yog nws niam txiv los yog tus neeg saib xyuas muab.',
    securityHeading: 'Kev nyab xeeb',
    security:
      'Kev nkag mus saib cov ntaub ntawv tus kheej tsuas yog rau cov neeg uas xav tau xwb thiab peb cov server yog tus tswj. Cov lo lus zais tsuas khaws ua hash xwb. Tsis muaj ib qho system twg muaj kev nyab xeeb tag nrho; qhia peb tam sim ntawd yog koj xav tias muaj teeb meem.',
    changesHeading: 'Kev hloov thiab kev tiv tauj',
    changes:
      'Peb yuav muab cov kev hloov rau txoj cai no tso rau ntawm no nrog ib hnub pib siv tshiab. Lus nug: sau ntawv rau {email}. Saib peb {terms} thiab.',
    termsLink: 'Cov cai siv',
  },
  terms: {
    title: 'Cov Cai Siv',
    description:
      'Cov cai rau kev siv Phau Ntawv Teev Cov Chaw Pab Autism hauv Minnesota: ib phau ntawv teev thiab qhov chaw txuas uas tsis muab tswv yim kho mob.',
    effective: 'Siv txij {date}',
    intro:
      'Thaum koj siv Phau Ntawv Teev Cov Chaw Pab Autism hauv Minnesota (“phau ntawv teev”, “peb”) koj pom zoo rau cov cai no. Yog koj tsis pom zoo, thov tsis txhob siv lub vev xaib.',
    whatHeading: '1. Phau ntawv teev yog dab tsi',
    what: 'Phau ntawv teev yog ib qho chaw teev npe thiab txuas rau kev pab txog autism hauv Minnesota. Nws pab cov tsev neeg nrhiav cov chaw pab thiab tiv tauj lawv. {noAdvice}, thiab peb tsis qhia los yog txhawb ib lub chaw pab, ib tus kws los yog ib txoj kev kho twg. Kev txiav txim siab txog kev saib xyuas yog koj thiab koj pab neeg saib xyuas li.',
    noAdvice: 'Peb tsis muab tswv yim kho mob, kuaj mob los yog kho mob',
    infoHeading: '2. Cov ntaub ntawv hauv lub vev xaib',
    info: 'Cov chaw pab nplooj ntawv yog raws li cov ntaub ntawv los ntawm cov chaw pab thiab cov chaw pej xeem. Peb siv zog kom lawv raug, tab sis cov kev pab, kev pov hwm, qhov chaw khoob thiab daim ntawv teev npe tos hloov tas li. Lees paub cov ntsiab lus tseem ceeb, suav nrog kev them nqi, ncaj qha nrog lub chaw pab thiab koj lub tuam txhab pov hwm.',
    familiesHeading: '3. Cov tsev neeg thiab cov neeg tuaj saib',
    families:
      'Thov muab cov ntaub ntawv raug rau hauv daim ntawv nrhiav chaw pab thiab daim ntawv tiv tauj, thiab tsuas yog cov ntaub ntawv uas koj muaj cai qhia xwb. Tsis txhob siv lub vev xaib los thab leej twg los yog xa cov lus uas tsis muaj leej twg thov.',
    ownersHeading: '4. Cov tswv chaw pab thiab cov account',
    owners: {
      account: 'Koj yog tus lav ris koj tus account thiab kev khaws koj lo lus zais kom zoo.',
      claim:
        'Koj tsuas thov los yog ntxiv tau ib lub chaw pab uas koj muaj cai sawv cev xwb. Cov chaw pab tshiab raug tshuaj xyuas ua ntej muab tso tawm; peb yuav kho los yog tshem tau cov uas tsis raug los yog ua txhaum cov cai no.',
      accuracy:
        'Koj yog tus lav ris kom koj nplooj ntawv, koj cov duab (nrog kev tso cai ntawm txhua tus neeg uas nyob hauv duab) thiab koj cov haujlwm tshaj tawm raug, thiab kom ua raws li txoj cai, suav nrog txoj cai tiv thaiv kev ntxub ntxaug thiab txoj cai tiv thaiv ntaub ntawv kev noj qab haus huv, thaum koj teb cov tsev neeg thiab cov neeg thov haujlwm.',
      shared:
        'Cov ntaub ntawv uas cov tsev neeg qhia rau koj los ntawm phau ntawv teev tsuas siv tau los teb lawv daim ntawv thov xwb.',
    },
    paidHeading: '5. Cov yam uas yuav tsum them nyiaj',
    paid: 'Txoj kev npaj Premium raug them txhua hli nrog daim npav los ntawm peb lub tuam txhab txais nyiaj mus txog thaum koj tso tseg; kev tso tseg yuav txwv tsis pub them ntxiv lawm. Ib txoj haujlwm tshaj tawm raug nqi {jobPrice} thiab siv tau 30 hnub tom qab them. Tus nqi yuav qhia ua ntej koj them.',
    useHeading: '6. Kev siv uas tau txais',
    use: 'Tsis txhob sim ua kom lub vev xaib puas, ua kom nws hnyav dhau los yog hla nws txoj kev nyab xeeb, theej nws ntau ntau, los yog siv nws rau ib yam dab tsi uas txhaum cai.',
    liabilityHeading: '7. Kev tsis lav thiab kev lav ris',
    liability:
      'Lub vev xaib raug muab “li nws yog”. Raws li txoj cai tso cai, peb tsis lav ris rau cov kev txiav txim siab uas ua raws li cov chaw pab nplooj ntawv los yog rau ib lub chaw pab twg cov kev pab.',
    changesHeading: '8. Kev hloov, txoj cai thiab kev tiv tauj',
    changes:
      'Peb yuav hloov kho tau cov cai no thiab yuav muab daim tshiab tso rau ntawm no. Cov cai no raug tswj los ntawm cov cai ntawm Lub Xeev Minnesota. Lus nug: {email}. Saib peb {privacy} thiab.',
    privacyLink: 'Txoj cai tiv thaiv ntaub ntawv ntiag tug',
  },
  pricing: {
    title: 'Tus Nqi',
    description:
      'Cov kev npaj rau cov chaw pab autism hauv Minnesota: ib nplooj ntawv dawb, los yog Premium nrog logo, cov duab, cov video, cov txuas social media thiab qhov chaw tshwj xeeb.',
    intro:
      'Ntxiv koj lub chaw pab dawb, los yog qhia cov tsev neeg ntau dua nrog Premium. Tso tseg thaum twg los tau.',
    unavailable: 'Tam sim no tsis muaj cov kev npaj. Thov tiv tauj peb kom paub tus nqi.',
    mostPopular: 'Xaiv ntau tshaj',
    currentPlan: 'Koj txoj kev npaj tam sim no',
    perMonth: '/hli',
    moreFeatures: '+{count} yam ntxiv',
    manageSubscription: 'Tswj koj txoj kev them',
    action: {
      getStarted: 'Pib',
      choose: 'Xaiv {plan}',
      manage: 'Tswj koj txoj kev them',
      activating: 'Tau txais nyiaj lawm. Tab tom qhib koj txoj kev npaj {plan}…',
      subscribeTo: 'Them rau {plan}',
    },
    custom: {
      heading: 'Xav tau ib txoj kev npaj tshwj xeeb?',
      text: 'Muaj ntau qhov chaw, ib pab tuam txhab pab, los yog ib qho kev pab uas siv nyiaj grant? Peb npaj cov kev npaj rau cov koom haum, suav nrog xa daim nqi es tsis siv daim npav.',
      contactUs: 'Tiv tauj peb',
      mailSubject: 'Kev npaj tshwj xeeb',
    },
    plans: {
      Free: 'Dawb',
      Premium: 'Premium',
      'Everything a center needs to be found by families: a listing, hours and contact.':
        'Txhua yam uas ib lub chaw pab xav tau kom cov tsev neeg nrhiav tau: ib nplooj ntawv, sij hawm qhib thiab kev tiv tauj.',
      'Stand out with a logo, photo gallery, videos and social links, plus featured placement.':
        'Kom pom tseeb dua nrog ib lub logo, cov duab, cov video thiab cov txuas social media, ntxiv rau qhov chaw tshwj xeeb.',
      'Basic listing': 'Nplooj ntawv yooj yim',
      'Contact information': 'Cov ntaub ntawv tiv tauj',
      'Search visibility': 'Pom tau thaum nrhiav',
      'Email support': 'Kev pab los ntawm email',
      'Basic analytics: 30-day totals of views, clicks and requests':
        'Cov lej yooj yim: tag nrho 30 hnub ntawm kev saib, kev nias thiab kev thov',
      'Business hours': 'Sij hawm qhib',
      'Service description': 'Cov lus piav txog kev pab',
      'Featured placement': 'Qhov chaw tshwj xeeb',
      'Advanced analytics: daily chart, 12 months, CSV export':
        'Cov lej ntxiv: daim duab txhua hnub, 12 lub hlis, xa tawm CSV',
      'Logo upload': 'Xa logo tuaj',
      'Multiple images': 'Ntau daim duab',
      'Video gallery': 'Cov video',
      'Video testimonials': 'Cov video lus tim khawv',
      'Social media links': 'Cov txuas social media',
      'Priority support': 'Kev pab ua ntej',
    },
  },
  notFound: {
    title: 'Nrhiav tsis tau nplooj ntawv',
    description: 'Nplooj ntawv uas koj nrhiav tsis muaj.',
    heading: 'Aws! Nrhiav tsis tau nplooj ntawv',
    home: 'Rov qab mus rau nplooj tsev',
  },
} satisfies Messages<'content'>;
