/** The FAQ's questions and answers (plain text; the page also emits FAQPage structured data). */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What is this directory?',
    answer:
      'A free directory of autism service centers across Minnesota. Each listing shows the services a center offers, the ages it serves, the insurance and funding it accepts, the languages its staff speak, where services happen, and whether it is taking new clients.',
  },
  {
    question: 'Does it cost anything for families?',
    answer:
      'No. Searching, comparing centers, the matching form and contacting centers are free for families.',
  },
  {
    question: 'How do I find a center that takes our insurance?',
    answer:
      'On the Centers page, filter by insurance or funding, city, age group, language and service setting, or search near your ZIP code. Always confirm coverage with the center and your plan before services start.',
  },
  {
    question: 'What is EIDBI?',
    answer:
      "Early Intensive Developmental and Behavioral Intervention (EIDBI) is Minnesota's Medicaid benefit for people under 21 with autism spectrum disorder or a related condition. It is available through Medical Assistance and MinnesotaCare. Centers that accept EIDBI say so on their listing.",
  },
  {
    question: 'What is TEFRA?',
    answer:
      'TEFRA is a Minnesota option that lets children with disabilities qualify for Medical Assistance based on the child’s own income rather than the parents’. Families may pay a parental fee. Many families use it alongside private insurance.',
  },
  {
    question: 'What do the waitlist estimates mean?',
    answer:
      'Centers tell us whether they are accepting new clients, and if not, roughly how many weeks their waitlist is, with the date of that estimate. Waitlists move, so it is worth applying to several centers and checking in with each every week or two.',
  },
  {
    question: 'How does “Find a Center” (the matching form) work?',
    answer:
      'You answer five short steps about your child, your preferred cities, insurance and language. We show you the centers that can serve your family, best matches first, and, if you allow it, share your request with those centers so they can reach out. You get a private link to see which centers have viewed or answered your request.',
  },
  {
    question: 'Do you give medical advice or recommend centers?',
    answer:
      'No. We are a directory and connection platform. We do not diagnose, give medical advice or endorse any center. Talk with your child’s care team about what services are right for your family.',
  },
  {
    question: 'I run a center. How do I list or claim it?',
    answer:
      'If your center is already listed, use Claim Listing with the 8-digit access code we sent you. If it is not listed, create an account and add your center; an administrator reviews new listings before they are published.',
  },
  {
    question: 'What does the Premium plan add for centers?',
    answer:
      'Premium adds a logo, a photo gallery, videos, social media links and featured placement, on top of the free listing with contact details, hours and services. See the Pricing page for details.',
  },
  {
    question: 'A listing is wrong or out of date. What can I do?',
    answer:
      'Use Contact Us at the bottom of any page and tell us which center and what is wrong. We check with the center and correct the listing.',
  },
];
