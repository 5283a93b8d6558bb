import type { AvailabilityState } from '../../generated/AvailabilityState';
import { availabilityStates } from '../../lib/core';
import { labelOf } from '../../lib/labels';

/**
 * Each state's colour palette, from free to sell (green) to not ours (grey): the grid's cells, the
 * legend, the Availability page's badges and the prospection form's warning all use these, and
 * each also says its state in words (colour is never the only sign).
 */
export const statePalette: Record<AvailabilityState, string> = {
  available: 'green',
  pitched: 'blue',
  offer: 'cyan',
  optioned: 'purple',
  pending: 'orange',
  sold: 'red',
  not_held: 'gray',
};

/** The states from most to least sellable: the Availability page's order and the legend's. */
export const sellableOrder: readonly AvailabilityState[] = ['available', 'pitched', 'offer', 'optioned', 'pending', 'sold', 'not_held'];

/** "Available", "Not held"... (core's labels). */
export const stateLabel = (state: AvailabilityState | string): string => labelOf(availabilityStates(), state);

/** The states a new pitch of the right should be warned about: someone holds or is about to hold it, or we do not. */
export const warnsAPitch = (state: AvailabilityState): boolean => state === 'sold' || state === 'pending' || state === 'optioned' || state === 'not_held';
