// One icon per achievement type (issue 17: the 21 types with icons and texts), shared by the
// progress popups and the profile's points panel. Only lazy chunks import it.
import type { AchievementType } from '@glossa/contract/progress';
import {
  IconArrowsLeftRight,
  IconArticle,
  IconBook,
  IconBrain,
  IconCalendarCheck,
  IconChecks,
  IconCrown,
  IconFlag,
  IconFriends,
  IconGavel,
  IconHelpCircle,
  IconLanguage,
  IconMicrophone,
  IconMovie,
  IconNews,
  IconQuote,
  IconSchool,
  IconStack2,
  IconTags,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export const ACHIEVEMENT_ICONS: Record<AchievementType, Icon> = {
  daily_activity: IconCalendarCheck,
  learned_words: IconBrain,
  videos_watched: IconMovie,
  subscriptions: IconUserPlus,
  subscribers: IconUsers,
  friends: IconFriends,
  lessons_completed: IconSchool,
  selections_created: IconStack2,
  translations_added: IconLanguage,
  audios_added: IconMicrophone,
  sentences_added: IconQuote,
  meanings_added: IconBook,
  relations_added: IconArrowsLeftRight,
  attributes_added: IconTags,
  verifications: IconChecks,
  moderations: IconGavel,
  complaints_accepted: IconFlag,
  posts_published: IconNews,
  questions_asked: IconHelpCircle,
  articles_published: IconArticle,
  king_of_dictionary: IconCrown,
};

/** The achievement's icon, decorative (its name is always written beside it). */
export function AchievementIcon({ type, size = 16 }: { type: AchievementType; size?: number }) {
  const Glyph = ACHIEVEMENT_ICONS[type];
  return <Glyph size={size} stroke={1.8} aria-hidden />;
}
