import { toCardCenter, type CardCenter } from '../../domain/center/card-center.ts';
import type { Center } from '../../domain/center/center.ts';

/**
 * The directory's cards in blocks by rank (its place in the directory order): block n holds
 * the cards of ranks [n × CARD_BLOCK_SIZE, (n + 1) × CARD_BLOCK_SIZE). A broad search's first
 * page of results lies in the first few ranks of its matches, so its twelve cards come in one to
 * three requests instead of twelve fragments (results within 100 ms of a search at
 * 10,000 centers; twelve requests took 20 to 30 ms of it). A narrow search, whose results are
 * spread over many blocks, still fetches each card's fragment (pagefind-client.ts).
 */
export const CARD_BLOCK_SIZE = 16;

/** The most blocks fetched for one page of results; beyond it, fragments are fetched. */
export const MAX_CARD_BLOCKS = 3;

/** The block holding the card of the center at `rank`. */
export const cardBlockOf = (rank: number): number => Math.floor(rank / CARD_BLOCK_SIZE);

/** The blocks of the centers, given in directory order. */
export function cardBlocks(centers: readonly Center[]): CardCenter[][] {
  const blocks: CardCenter[][] = [];
  centers.forEach((center, rank) => {
    (blocks[cardBlockOf(rank)] ??= []).push(toCardCenter(center));
  });
  return blocks;
}
