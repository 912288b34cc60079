/**
 * The header's place for the notifications' button below 992 px (the phones' layout): in the
 * header it never covers the page, as a button floating over the content would cover a card's
 * actions. The notification centre renders its button there through a portal.
 */
export const NOTIFICATIONS_HEADER_SLOT_ID = 'header-notifications'
