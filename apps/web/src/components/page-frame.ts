// A page's frame (app/lazy-area.ts, PageOptions.frame): its heading and intro, drawn around the loading
// state while the area's code arrives and kept when the page comes (decision 016). The page draws the same
// frame itself; inside a frame already drawn, that frame only passes its children through, so React keeps
// the frame's nodes, and the focus in them, instead of making them again.
import { createContext, useContext } from 'react';

export const FrameDrawn = createContext(false);

/** For a frame component: true when it is already drawn around this page, so it draws only its children. */
export function useFrameDrawn(): boolean {
  return useContext(FrameDrawn);
}
