/** The palette's dialogs, loaded together on the first ⌘K, `?` or search-button press (PaletteLauncher). */
export { CommandPalette } from '@/components/palette/command-palette';
export { ShortcutsDialog } from '@/components/palette/shortcuts-dialog';
