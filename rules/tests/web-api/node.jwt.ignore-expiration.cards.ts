// Not a JWT: an app's own filter that can keep expired promotion cards (for a "past offers" list).
import { filterInfoCards, InfoCard } from './infoCards';

export function expiredPromoCards(cards: InfoCard[], now: Date): InfoCard[] {
  const relevant = filterInfoCards({
    cards,
    currentDate: now,
    // ok: node.jwt.ignore-expiration
    ignoreExpiration: true,
  });
  return relevant.filter((card) => card.endIsoDate != null && new Date(card.endIsoDate) < now);
}
