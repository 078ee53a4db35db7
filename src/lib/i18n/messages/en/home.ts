/** English: the source of every language's 'home' messages (the home page). */
export default {
  heading: 'Find the Right Autism Center in Minnesota',
  findACenter: 'Find a Center',
  browseAll: 'Browse All Centers',
  valuesHeading: 'Why families use the directory',
  values: {
    coverage: {
      title: 'Statewide Coverage',
      text: 'Centers in all of Minnesota’s largest communities, from Minneapolis and Saint Paul to Duluth, Rochester and Moorhead.',
    },
    quality: {
      title: 'Quality Care',
      text: 'See each center’s services, the ages it serves, the insurance it accepts and whether it has room for new clients.',
    },
    directory: {
      title: 'Comprehensive Directory',
      text: 'Search and filter every listed center in one place, then call or visit the ones that fit your family.',
    },
  },
  getStarted: {
    heading: 'Get Started Today',
    text: 'Tell us what your family needs and we will match you with centers, or list your own center so families can find it.',
    findACenter: 'Find a Center',
    listYourCenter: 'List Your Center',
    browseCenters: 'Browse Centers',
    welcomeBack: 'Welcome back',
    ownerText:
      'Keep your listings up to date so families know what you offer and when you have room.',
    adminText: 'Review new listings, keep center information accurate and manage accounts.',
    goToDashboard: 'Go to Dashboard',
    goToAdmin: 'Go to Admin Panel',
  },
  featured: {
    heading: 'Featured Centers',
    loading: 'Loading featured centers',
    none: 'No featured centers available at this time.',
    error: 'Error loading featured centers',
    unknownError: 'Unknown error occurred',
    tryAgain: 'Try Again',
  },
} as const;
