/**
 * A viewport of the given width for antd's breakpoints (jsdom has no layout and no matchMedia): min-width and
 * max-width media queries are answered for that width. Tests start on a 1280 px desktop (jsdom-setup).
 */
export function setViewportWidth(width: number) {
  window.matchMedia = ((media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
}
