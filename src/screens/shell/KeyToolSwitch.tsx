// The key tool's switch in the header (MISC-02, decision 0122), for a provider super user only:
// a toggle button (aria-pressed), also worked by Alt+Shift+K. Props only.
import { Button } from '../../ui/Button';

export function KeyToolSwitch(props: { on: boolean; onToggle(): void }) {
  return (
    <Button
      variant={props.on ? 'primary' : 'quiet'}
      aria-pressed={props.on}
      aria-keyshortcuts="Alt+Shift+K"
      onPress={props.onToggle}
    >
      Key tool
    </Button>
  );
}
