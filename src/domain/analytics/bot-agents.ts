import { isbot } from 'isbot';

/** The most answers one JS runtime keeps; past it the memory starts over. */
const REMEMBERED_AGENTS = 1000;
/** Longer agents are looked at each time, so what a client can make the server keep is small. */
const LONGEST_REMEMBERED = 512;

const answers = new Map<string, boolean>();

/**
 * Whether a User-Agent is a crawler's, by isbot, remembered per agent. isbot's pattern has
 * lookarounds, so PocketBase's JS runtime runs it with a backtracking engine, and it was about
 * half of a counted page view's time on the server; visitors' browsers send a few hundred
 * distinct agents, so almost every hit is answered from memory. (Each of PocketBase's JS
 * runtimes loads the hooks bundle once and keeps its own memory.)
 */
export function isBotAgent(agent: string): boolean {
  if (agent.length > LONGEST_REMEMBERED) return isbot(agent);
  let answer = answers.get(agent);
  if (answer === undefined) {
    if (answers.size >= REMEMBERED_AGENTS) answers.clear();
    answer = isbot(agent);
    answers.set(agent, answer);
  }
  return answer;
}
