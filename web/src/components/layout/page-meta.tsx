import { useEffect } from 'react';
import { useBrand } from '../../lib/brand';

/**
 * A page's title and description in the visitor's language; React hoists them into <head>
 * (also when prerendering), so each page is findable on its own. Every page has a description in
 * its language: without one, a Chinese page would keep the shell's English one.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const brand = useBrand();
  useEffect(() => {
    // A page the app renders on the shell (not prerendered) still has the shell's static English
    // description beside React's: both say what this page says, in its language.
    for (const meta of document.querySelectorAll('meta[name="description"]')) meta.setAttribute('content', description);
  }, [description]);
  return (
    <>
      <title>{title ? `${title} | ${brand}` : brand}</title>
      <meta name="description" content={description} />
    </>
  );
}
