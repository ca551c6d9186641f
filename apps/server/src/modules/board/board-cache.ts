/** Cache key prefixes: board writes drop the board list; board and post writes drop the home page's posts. */
export const BOARD_CACHE = 'board:';
export const HOME_CACHE = 'home:';
