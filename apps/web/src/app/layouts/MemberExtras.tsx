// What a signed-in member gets after the first paint, in one lazy chunk: the notification bell (with
// its panel, push toasts and news popup) and the progress popups (new level, new achievement).
// Both are static imports here: a dynamic import in this chunk would move Vite's preload helper out
// of the entry into a shared chunk of the shell.
import Bell from '../../features/notifications/components/Bell';
import ProgressPopups from '../../features/progress/components/ProgressPopups';

export default function MemberExtras() {
  return (
    <>
      <Bell />
      <ProgressPopups />
    </>
  );
}
