// Inter is bundled from npm (no network at run time, so screenshots are stable). The font files
// are imported here because nearly every component calls `cx` at run time: an import in a module
// that nothing uses (such as the theme's index) is dropped by tree shaking in production builds.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
// After the full faces: the smaller ones covering the usual characters win (see fonts.css).
import '../theme/fonts/fonts.css';

/** Joins class names, skipping empty ones. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
