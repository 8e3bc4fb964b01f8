// Fills the slots of src/shared/slots once at start: places in one feature's screens that another
// feature renders (features never import each other). Fillers are lazy, so a host page pays for one
// only when it shows the slot.
import { lazy } from 'react';
import { loadNamespaces } from '../shared/i18n/i18n';
import { fillSlot } from '../shared/slots/slots';

/** A lazy filler whose texts load beside its code (not after it, as a suspended useTranslation would). */
const withTexts = <M,>(load: () => Promise<M>, namespaces: string[]) => () =>
  Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);

export function fillSlots(): void {
  fillSlot('complaint-button', lazy(withTexts(() => import('../features/contributions/components/ComplaintButton'), ['contributions'])));
  fillSlot('contribution-actions', lazy(withTexts(() => import('../features/contributions/components/ContributionActions'), ['contributions'])));
  fillSlot('audio-record', lazy(withTexts(() => import('../features/contributions/components/AudioRecordPopup'), ['contributions'])));
  fillSlot('favorite-star', lazy(withTexts(() => import('../features/favorites/components/FavoriteStar'), ['favorite-star'])));
  fillSlot('add-to-selection', lazy(withTexts(() => import('../features/training/components/AddToSelection'), ['training'])));
  fillSlot('moderation-invitation', lazy(withTexts(() => import('../features/moderation/components/InvitationPopup'), ['moderation'])));
  fillSlot('synthetic-voice', lazy(withTexts(() => import('../features/speech/components/SyntheticVoice'), ['speech'])));
  fillSlot('machine-translation', lazy(withTexts(() => import('../features/translate/components/MachineTranslation'), ['translate'])));
}
