/** The part of a focus event that says where focus went. */
export interface BlurEvent {
  relatedTarget: EventTarget | null;
}

/**
 * Whether leaving a field marks it touched (and so shows its message). Not when focus goes to a
 * button such as Submit or Cancel: the message would appear under the field, push the button from
 * under the pointer between press and release, and the click would be lost. Submit marks every
 * field touched anyway.
 */
export function touchesOnBlur(event?: BlurEvent): boolean {
  return !(event?.relatedTarget instanceof HTMLButtonElement);
}
