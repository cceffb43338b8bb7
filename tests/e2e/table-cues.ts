/**
 * Table cells a visitor cannot fully see at the current viewport (run in the page with `page.evaluate`): a cell of
 * a rendered table whose box is cut by the sides of the viewport or by an ancestor that clips or scrolls it. A
 * table passes when its columns fit or it stacks them (comparison tables on phones), so no column is off-screen;
 * a scroller gives no cue a visitor can rely on, so a scrolled-away cell counts as cut too. Cells hidden on purpose
 * are skipped: those not rendered (`display: none`) and those inside a box of at most 1 px (screen-reader-only
 * headers). Each entry names the table's caption and the cell's words.
 */
export function cutTableCells(): string[] {
  const viewport = document.documentElement.clientWidth;
  const cut: string[] = [];
  for (const table of Array.from(document.querySelectorAll('table'))) {
    if (table.getClientRects().length === 0) continue;
    for (const cell of Array.from(table.querySelectorAll('th, td'))) {
      const box = cell.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      let left = Math.max(box.left, 0);
      let right = Math.min(box.right, viewport);
      let hidden = false;
      for (let parent = cell.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (clip.width < 2 || clip.height < 2) {
          hidden = true;
          break;
        }
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (!hidden && right - left < box.width - 1) {
        const caption = table.caption?.textContent?.trim() || '(table without caption)';
        cut.push(
          `${caption}: «${cell.textContent?.trim().slice(0, 40)}» shows ${Math.max(0, Math.round(right - left))} of ${Math.round(box.width)} px`,
        );
      }
    }
  }
  return cut;
}
