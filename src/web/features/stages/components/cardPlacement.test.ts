import { describe, expect, it } from 'vitest';
import { sameCardProps, samePlacement, type CardPlacement } from './StageCardList';

const measureRef = () => undefined;
type CardProps = { name: string; placement?: CardPlacement | undefined };
const placed = (start: number, index = 3): CardPlacement => ({
  index,
  setSize: 40,
  start,
  measureRef,
  style: { position: 'absolute', transform: `translateY(${start}px)` },
});

describe('card placements in a windowed stage', () => {
  it('are the same for a card left where it was, though made anew on every frame of a scroll', () => {
    expect(samePlacement(placed(300), placed(300))).toBe(true);
    expect(
      sameCardProps({ name: 'web', placement: placed(300) }, { name: 'web', placement: placed(300) }),
    ).toBe(true);
  });

  it('differ for a card moved, measured anew or renamed', () => {
    expect(samePlacement(placed(300), placed(350))).toBe(false);
    expect(samePlacement(placed(300), placed(300, 4))).toBe(false);
    expect(samePlacement(placed(300), { ...placed(300), measureRef: () => undefined })).toBe(false);
    expect(samePlacement(placed(300), undefined)).toBe(false);
    expect(
      sameCardProps({ name: 'web', placement: placed(300) }, { name: 'api', placement: placed(300) }),
    ).toBe(false);
    expect(sameCardProps<CardProps>({ name: 'web' }, { name: 'web', placement: placed(300) })).toBe(false);
  });
});
