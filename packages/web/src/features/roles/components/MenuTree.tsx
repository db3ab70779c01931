// The menu-permission tree of the role dialog (part2 §2-3, §5): every node of menu/manager/list
// with a checkbox, all levels open. Ticking a node ticks its ancestors, unticking drops it and
// its descendants, and a parent is not ticked by its children (not strictly linked): the SDK's
// checkMenuCode/uncheckMenuCode decide. Plain inputs in nested lists, no per-node component
// state: the full tree (~110 nodes) must open interactive within 150 ms (bench/suites/roles.mjs).
import { checkMenuCode, type MenuNodeShape, uncheckMenuCode } from "@fixcloud/sdk";
import { useMemo } from "react";
import "./MenuTree.css";

/** Props of {@link MenuTree}. */
export interface MenuTreeProps {
  nodes: readonly MenuNodeShape[];
  /** The ticked codes. */
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Read-only view (detail mode). */
  disabled?: boolean;
  /** The tree's legend (its accessible name). */
  label: string;
}

interface LevelProps {
  nodes: readonly MenuNodeShape[];
  ticked: ReadonlySet<string>;
  toggle: (code: string, on: boolean) => void;
  disabled: boolean;
}

function Level({ nodes, ticked, toggle, disabled }: LevelProps) {
  return (
    <ul className="fc-menu-tree__level">
      {nodes.map((n) => (
        <li key={n.menuCode} className="fc-menu-tree__node">
          <label className="fc-menu-tree__label">
            <input
              type="checkbox"
              checked={ticked.has(n.menuCode)}
              disabled={disabled}
              data-code={n.menuCode}
              onChange={(e) => toggle(n.menuCode, e.currentTarget.checked)}
            />
            <span>{n.menuName}</span>
          </label>
          {n.childMenu.length > 0 && (
            <Level nodes={n.childMenu} ticked={ticked} toggle={toggle} disabled={disabled} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The checkbox tree of a role's menu and permission codes. */
export function MenuTree({ nodes, selected, onChange, disabled = false, label }: MenuTreeProps) {
  const ticked = useMemo(() => new Set(selected), [selected]);
  const toggle = (code: string, on: boolean) =>
    onChange(on ? checkMenuCode(selected, code) : uncheckMenuCode(selected, code));
  return (
    <fieldset className="fc-menu-tree" data-testid="menu-tree">
      <legend className="fc-menu-tree__legend">{label}</legend>
      <div className="fc-menu-tree__scroll">
        <Level nodes={nodes} ticked={ticked} toggle={toggle} disabled={disabled} />
      </div>
    </fieldset>
  );
}
