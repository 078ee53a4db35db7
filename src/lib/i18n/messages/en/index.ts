import common from './common.ts';
import facts from './facts.ts';
import glossary from './glossary.ts';
import home from './home.ts';
import content from './content.ts';
import directory from './directory.ts';
import center from './center.ts';
import chat from './chat.ts';
import intake from './intake.ts';
import claim from './claim.ts';
import contact from './contact.ts';
import mail from './mail.ts';
import matching from './matching.ts';
import jobs from './jobs.ts';
import account from './account.ts';
import auth from './auth.ts';

/** Every English message, by area of the site; the other languages have exactly its keys. */
export const en = {
  common,
  facts,
  glossary,
  home,
  content,
  directory,
  center,
  chat,
  intake,
  claim,
  contact,
  mail,
  matching,
  jobs,
  account,
  auth,
} as const;
