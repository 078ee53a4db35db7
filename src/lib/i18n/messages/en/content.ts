/**
 * English: the source of every language's 'content' messages: the FAQ, the accessibility
 * statement, the privacy policy, the terms of use, pricing and the not-found page. `{name}`
 * marks a link or emphasis the page puts in (RichText.astro).
 */
export default {
  /** Only translated legal pages show this: the English text is the one that binds. */
  bindingNotice:
    'This translation is provided to help you read it. The English version is the binding text: {english}.',
  bindingLink: 'read it in English',
  faq: {
    title: 'Frequently Asked Questions',
    description:
      'Answers for families and center owners: insurance, EIDBI and TEFRA, waitlists, matching, listing and claiming a center.',
    items: {
      what: {
        question: 'What is this directory?',
        answer:
          'A free directory of autism service centers across Minnesota. Each listing shows the services a center offers, the ages it serves, the insurance and funding it accepts, the languages its staff speak, where services happen, and whether it is taking new clients.',
      },
      cost: {
        question: 'Does it cost anything for families?',
        answer:
          'No. Searching, comparing centers, the matching form and contacting centers are free for families.',
      },
      insurance: {
        question: 'How do I find a center that takes our insurance?',
        answer:
          'On the Centers page, filter by insurance or funding, city, age group, language and service setting, or search near your ZIP code. Always confirm coverage with the center and your plan before services start.',
      },
      eidbi: {
        question: 'What is EIDBI?',
        answer:
          "Early Intensive Developmental and Behavioral Intervention (EIDBI) is Minnesota's Medicaid benefit for people under 21 with autism spectrum disorder or a related condition. It is available through Medical Assistance and MinnesotaCare. Centers that accept EIDBI say so on their listing.",
      },
      tefra: {
        question: 'What is TEFRA?',
        answer:
          'TEFRA is a Minnesota option that lets children with disabilities qualify for Medical Assistance based on the child’s own income rather than the parents’. Families may pay a parental fee. Many families use it alongside private insurance.',
      },
      waitlist: {
        question: 'What do the waitlist estimates mean?',
        answer:
          'Centers tell us whether they are accepting new clients, and if not, roughly how many weeks their waitlist is, with the date of that estimate. Waitlists move, so it is worth applying to several centers and checking in with each every week or two.',
      },
      matching: {
        question: 'How does “Find a Center” (the matching form) work?',
        answer:
          'You answer five short steps about your child, your preferred cities, insurance and language. We show you the centers that can serve your family, best matches first, and, if you allow it, share your request with those centers so they can reach out. You get a private link to see which centers have viewed or answered your request.',
      },
      advice: {
        question: 'Do you give medical advice or recommend centers?',
        answer:
          'No. We are a directory and connection platform. We do not diagnose, give medical advice or endorse any center. Talk with your child’s care team about what services are right for your family.',
      },
      claim: {
        question: 'I run a center. How do I list or claim it?',
        answer:
          'If your center is already listed, use Claim Listing with the 8-digit access code we sent you. If it is not listed, create an account and add your center; an administrator reviews new listings before they are published.',
      },
      premium: {
        question: 'What does the Premium plan add for centers?',
        answer:
          'Premium adds a logo, a photo gallery, videos, social media links and featured placement, on top of the free listing with contact details, hours and services. See the Pricing page for details.',
      },
      wrong: {
        question: 'A listing is wrong or out of date. What can I do?',
        answer:
          'Use Contact Us at the bottom of any page and tell us which center and what is wrong. We check with the center and correct the listing.',
      },
    },
  },
  accessibility: {
    title: 'Accessibility Statement',
    description:
      'Our commitment to WCAG 2.2 AA, the accessibility features of the directory, and how to tell us about a barrier. We reply within 2 business days.',
    updated: 'Last updated {date}',
    intro:
      'Many of the families who use this directory have a member with a disability, and many are disabled themselves. We want every visitor to be able to find a center and reach it, whatever device, browser or assistive technology they use.',
    conformanceHeading: 'Conformance',
    conformance:
      'This directory conforms to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Content that centers provide themselves, such as photo descriptions and the websites they link to, is outside this claim (see the limitations below).',
    testedHeading: 'How we tested',
    testedIntro: 'Every change to the site runs these checks before it is published:',
    tested: {
      axe: 'An automated accessibility check (axe) of every page, every dialog and every step of our forms, in the default colours, in high contrast and with extra-large text: no problems found.',
      focus:
        'A keyboard focus check of every public page, the owner dashboard, the admin area and every dialog, on a phone-sized (375 px) and a desktop (1280 px) screen, in the default colours, high contrast and extra-large text. At each stop it checks that the focused element is not hidden under the page header, a sticky bar or another element, that it shows a visible focus outline with enough contrast, and that focus never gets lost while a dialog is open.',
      journeys:
        'Keyboard-only journeys with the focus checked after every step: searching for a center and reaching its phone number; filling in the whole matching form, through a refused step, a failed send and a lost connection, to the matched centers and what happens next; claiming a listing with a wrong and then the right access code; editing and saving a center as its owner; correcting a form that could not be sent; and browsing photos in the gallery.',
    },
    byHand:
      'We also test by hand with a keyboard and screen readers. Notices stay on screen until you close an error, and at least 10 seconds for a confirmation (pausing while you point at or focus it).',
    offersHeading: 'What the site offers',
    offers: {
      skipLinks:
        'Two skip links at the top of every page, to the main content and to the main navigation.',
      keyboard:
        'Everything works with a keyboard alone, with a visible focus indicator. When a form cannot be sent, focus moves to the message that says why, or to the first field to correct.',
      panel:
        "An Accessibility button on every page with High Contrast, Reduced Motion and three text sizes. It follows your device's contrast and motion settings and remembers your choices.",
      noScript: 'Every page works without JavaScript; interactive parts add to it.',
      alternatives:
        'Images have text alternatives; form fields have labels and error messages are announced.',
    },
    limitationsHeading: 'Known limitations',
    limitations: {
      photos:
        'Photos and descriptions are provided by the centers. We ask for a text description of every photo, but some older photos may have a generic one.',
      links:
        "Links to a center's own website lead to pages we do not control and that may be less accessible.",
    },
    barrierHeading: 'Tell us about a barrier',
    barrier:
      'If anything on this site is hard to use, please tell us: write to {email} or use Contact Us at the bottom of any page. Tell us the page and what happened. {reply} and, where we cannot fix a problem at once, help you get the information another way.',
    reply: 'We reply within 2 business days',
    seeAlso: 'See also our {faq}.',
    faqLink: 'FAQ',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'What the Minnesota Autism Center Directory collects, why, who sees it and your choices.',
    effective: 'Effective {date}',
    intro:
      'This policy explains what information the Minnesota Autism Center Directory collects, how we use it and the choices you have. We collect as little as we need to connect families with autism service centers.',
    collectHeading: 'What we collect',
    collect: {
      browsing: {
        label: 'Browsing the directory:',
        text: 'nothing that identifies you. Our servers keep short-lived technical logs (such as IP addresses) to keep the site secure and to limit abuse.',
      },
      matching: {
        label: 'The matching form:',
        text: "your name, phone, e-mail, preferred cities and language, your child's age group, preferred center size and start date, and insurance. This can include health-related information; please share only what you are comfortable with.",
      },
      contact: {
        label: 'Contact Us:',
        text: 'your name, e-mail, phone, optional business name and message.',
      },
      accounts: {
        label: 'Accounts (center owners):',
        text: 'e-mail, name and password (stored only as a secure hash), and the center information you add.',
      },
      jobs: {
        label: 'Job applications:',
        text: 'what you enter and the résumé or cover letter you upload.',
      },
    },
    useHeading: 'How we use it',
    use: {
      match:
        'To show you centers that fit your family and, if you allow it, to share your request with those centers.',
      answer: 'To answer your messages and follow up on your request.',
      run: 'To run accounts, listings, paid features and job postings.',
    },
    whoHeading: 'Who sees it',
    who: {
      centers:
        'A matching request goes only to the centers it matched, and only if you ticked the box allowing us to share it. It is never sold or shared with anyone else.',
      employer: 'A job application is seen only by the employer who posted the job.',
      team: 'Our small team sees contact messages and matching requests in order to help you.',
      providers:
        'Service providers that run parts of the site for us (hosting, e-mail delivery and, for paid features, the card payment processor) handle data only on our instructions.',
    },
    deviceHeading: 'On your device',
    device:
      "We do not use advertising or tracking cookies. The site stores a few things in your browser's local storage: your sign-in session (owners), your accessibility settings, that you accepted the terms, and your unfinished matching form so a reload does not lose it (cleared when you submit).",
    keepHeading: 'How long we keep it',
    keep: 'We keep matching requests and contact messages for up to 24 months, then delete them. Account data is kept while the account exists. You can ask us to delete your information sooner.',
    choicesHeading: 'Your choices',
    choices:
      'You can ask to see, correct or delete your information, or withdraw your permission to share a matching request, by writing to {email}.',
    childrenHeading: 'Children',
    children:
      "The site is for parents, caregivers, adults seeking services and center staff. Information about a child is provided by the child's parent or caregiver.",
    securityHeading: 'Security',
    security:
      'Access to personal information is limited to the people who need it and enforced on our servers. Passwords are stored only as hashes. No system is perfectly secure; tell us at once if you suspect a problem.',
    changesHeading: 'Changes and contact',
    changes:
      'We will post changes to this policy here with a new effective date. Questions: write to {email}. See also our {terms}.',
    termsLink: 'Terms of Use',
  },
  terms: {
    title: 'Terms of Use',
    description:
      'The terms for using the Minnesota Autism Center Directory: a directory and connection platform that gives no medical advice.',
    effective: 'Effective {date}',
    intro:
      'By using the Minnesota Autism Center Directory ("the directory", "we") you agree to these terms. If you do not agree, please do not use the site.',
    whatHeading: '1. What the directory is',
    what: 'The directory is a listing and connection platform for autism services in Minnesota. It helps families find centers and contact them. {noAdvice}, and we do not recommend or endorse any center, professional or therapy. Decisions about care belong to you and your care team.',
    noAdvice: 'We do not provide medical advice, diagnosis or treatment',
    infoHeading: '2. Information on the site',
    info: 'Listings are based on information from the centers and public sources. We work to keep them accurate, but services, insurance, availability and waitlists change. Confirm important details, including coverage, directly with the center and your insurer.',
    familiesHeading: '3. Families and visitors',
    families:
      'Please give accurate information in the matching and contact forms, and only information you are entitled to share. Do not use the site to harass anyone or to send unsolicited messages.',
    ownersHeading: '4. Center owners and accounts',
    owners: {
      account: 'You are responsible for your account and for keeping your password safe.',
      claim:
        'You may claim or add only a center you are authorized to represent. New listings are reviewed before they are published; we may edit or remove listings that are inaccurate or break these terms.',
      accuracy:
        'You are responsible for the accuracy of your listing, your photos (with permission of anyone shown) and your job postings, and for following the law, including anti-discrimination and health-privacy law, when you respond to families and applicants.',
      shared:
        'Information families share with you through the directory may be used only to respond to their request.',
    },
    paidHeading: '5. Paid features',
    paid: 'The Premium plan is billed monthly by card through our payment processor until you cancel; cancelling stops future charges. A job posting costs {jobPrice} and is active for 30 days once paid. Prices are shown before you pay.',
    useHeading: '6. Acceptable use',
    use: 'Do not try to break, overload or get around the security of the site, scrape it in bulk, or use it for anything unlawful.',
    liabilityHeading: '7. Disclaimers and liability',
    liability:
      'The site is provided "as is". To the extent the law allows, we are not liable for decisions made based on listings or for the services of any center.',
    changesHeading: '8. Changes, law and contact',
    changes:
      'We may update these terms and will post the new version here. These terms are governed by the laws of the State of Minnesota. Questions: {email}. See also our {privacy}.',
    privacyLink: 'Privacy Policy',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Plans for autism centers in Minnesota: a free listing, or Premium with a logo, photo gallery, videos, social links and featured placement.',
    intro: 'List your center for free, or show families more with Premium. Cancel any time.',
    unavailable: 'Plans are not available right now. Please contact us for pricing.',
    mostPopular: 'Most Popular',
    currentPlan: 'Current Plan',
    perMonth: '/month',
    moreFeatures: '+{count} more features',
    manageSubscription: 'Manage Subscription',
    action: {
      getStarted: 'Get Started',
      choose: 'Choose {plan}',
      manage: 'Manage Subscription',
      activating: 'Payment received. Activating your {plan} plan…',
      subscribeTo: 'Subscribe to {plan}',
    },
    custom: {
      heading: 'Need a custom solution?',
      text: 'Several locations, a provider network or a grant-funded program? We set up plans for organizations, including invoicing instead of card payments.',
      contactUs: 'Contact Us',
      mailSubject: 'Custom plan',
    },
    /**
     * The plans' own words as the seed writes them (plans are records: an admin may reword
     * them, and a text not listed here is shown as written, marked English).
     */
    plans: {
      Free: 'Free',
      Premium: 'Premium',
      'Everything a center needs to be found by families: a listing, hours and contact.':
        'Everything a center needs to be found by families: a listing, hours and contact.',
      'Stand out with a logo, photo gallery, videos and social links, plus featured placement.':
        'Stand out with a logo, photo gallery, videos and social links, plus featured placement.',
      'Basic listing': 'Basic listing',
      'Contact information': 'Contact information',
      'Search visibility': 'Search visibility',
      'Email support': 'Email support',
      'Basic analytics: 30-day totals of views, clicks and requests':
        'Basic analytics: 30-day totals of views, clicks and requests',
      'Business hours': 'Business hours',
      'Service description': 'Service description',
      'Featured placement': 'Featured placement',
      'Advanced analytics: daily chart, 12 months, CSV export':
        'Advanced analytics: daily chart, 12 months, CSV export',
      'Logo upload': 'Logo upload',
      'Multiple images': 'Multiple images',
      'Video gallery': 'Video gallery',
      'Video testimonials': 'Video testimonials',
      'Social media links': 'Social media links',
      'Priority support': 'Priority support',
    },
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
  },
} as const;
