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
  featured: {
    heading: 'Featured Centers',
    loading: 'Loading featured centers',
    none: 'No featured centers available at this time.',
    error: 'Error loading featured centers',
    unknownError: 'Unknown error occurred',
    tryAgain: 'Try Again',
  },
} as const;
