/**
 * The search param that opens a screen's creation dialog on arrival (`/users?dialog=new`): the one
 * explicit way the palette's actions reach a dialog; the dialog removes it once open. A module of its
 * own so client components read it without the access table.
 */
export const DIALOG_PARAM = 'dialog';
export const DIALOG_NEW = 'new';
