/**
 * English: the source of every language's 'common' messages, the chrome every page carries
 * (header, mobile menu, footer, language switcher, translation notice, toasts, the
 * accessibility panel and the terms dialog).
 */
export default {
  siteName: 'Minnesota Autism Center Directory',
  siteDescription:
    'Find autism service centers across Minnesota by city, services, age group, insurance and language, and reach them directly.',
  socialImageAlt: 'Minnesota Autism Center Directory: find the right autism center in Minnesota',
  skipToContent: 'Skip to main content',
  skipToNavigation: 'Skip to main navigation',
  nav: {
    home: 'Home',
    centers: 'Centers',
    browseCenters: 'Browse Centers',
    careers: 'Careers',
    findACenter: 'Find a Center',
    findSupport: 'Find Support',
    claimListing: 'Claim Listing',
    pricing: 'Pricing',
    faq: 'FAQ',
    accessibility: 'Accessibility',
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    openData: 'Open Data',
    directoryData: 'Directory Data (HSDS JSON)',
  },
  header: {
    mainLabel: 'Main',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    dashboard: 'Dashboard',
    admin: 'Admin',
    signOut: 'Sign Out',
    menu: 'Menu',
    closeMenu: 'Close menu',
    greeting: 'Hello {name}',
  },
  footer: {
    label: 'Footer',
    questions: 'Questions or corrections? Write to {email} or use the form.',
    contactUs: 'Contact Us',
    adminPanel: 'Admin Panel',
    rights: '© {year} {site}. All rights reserved.',
    poweredBy: 'Powered by PocketBase and Astro.',
  },
  language: {
    label: 'Language',
  },
  translation: {
    notice: 'The directory translated this page; the English page is the original.',
    report: 'Report a translation problem',
    mailSubject: 'Translation problem',
  },
  toast: {
    dismiss: 'Dismiss notification',
  },
  accessibility: {
    button: 'Accessibility',
    title: 'Accessibility Options',
    highContrast: 'High Contrast',
    reducedMotion: 'Reduced Motion',
    on: 'On',
    off: 'Off',
    textSize: 'Text Size',
    normal: 'Normal',
    large: 'Large',
    extraLarge: 'Extra Large',
  },
  terms: {
    title: 'Terms and Conditions',
    summary:
      'This site is a directory and connection platform for autism services in Minnesota. It does not give medical advice, diagnose or recommend treatment, and it does not endorse any center. Information comes from the centers and may change; please confirm details with a center directly.',
    readOur: 'Please read our {terms} and {privacy}.',
    termsLink: 'Terms of Use (opens in a new tab)',
    privacyLink: 'Privacy Policy (opens in a new tab)',
    agree: 'I have read and agree to the Terms of Use and Privacy Policy',
    decline: 'Decline',
    accept: 'Accept and Continue',
  },
} as const;
