/** How wide a popup's picture is shown: the sheet's width on phones, the card's (24rem) elsewhere. */
export const POPUP_IMAGE_SIZES = '(max-width: 47.99em) 100vw, 24rem';
