import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { filledSlots, subscribeSlots, type SlotName, type SlotPropsMap } from './slots';

type SlotElementProps<N extends SlotName> = { name: N; fallback?: ReactNode } & SlotPropsMap[N];

/** Renders what another feature put in the slot, or `fallback` while it is empty. */
export function Slot<N extends SlotName>({ name, fallback = null, ...props }: SlotElementProps<N>) {
  const Filler = useSyncExternalStore(subscribeSlots, filledSlots, filledSlots)[name];
  if (!Filler) return <>{fallback}</>;
  const Component = Filler as unknown as (p: SlotPropsMap[N]) => ReactNode;
  return (
    <Suspense fallback={null}>
      <Component {...(props as unknown as SlotPropsMap[N])} />
    </Suspense>
  );
}

/** Whether a slot is filled (a host may lay itself out differently when it is). */
export function useSlotFilled(name: SlotName): boolean {
  return Boolean(useSyncExternalStore(subscribeSlots, filledSlots, filledSlots)[name]);
}
