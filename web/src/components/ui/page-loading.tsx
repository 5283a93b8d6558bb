import { Center, Spinner, Text } from '@chakra-ui/react';

/** Shown while a lazily loaded page arrives (docs/product.md §2: "Loading..."). */
export function PageLoading() {
  return (
    <Center py="12" gap="3" role="status" color="fg.muted">
      <Spinner size="sm" color="brand.solid" />
      <Text>Loading...</Text>
    </Center>
  );
}
