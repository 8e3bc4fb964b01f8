import { Center, Loader } from '@mantine/core';

/** Shown while a lazy page or its texts load. */
export function PageLoader() {
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader type="dots" />
    </Center>
  );
}
