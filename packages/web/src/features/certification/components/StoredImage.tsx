// A stored certificate image: fetched with the session through the file service and
// shown from an object URL; a failed fetch shows the file's name instead.
import { Image, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { storedImageQuery } from "../queries";

/** The image of `digest`, at most 240 px wide. */
export function StoredImage({ digest, alt }: { digest: string; alt: string }) {
  const { data, isPending, isError } = useQuery(storedImageQuery(digest));
  if (isPending) return <Loader size="sm" />;
  if (isError) return <Text size="sm">{alt}</Text>;
  return <Image src={data} alt={alt} maw={240} radius="sm" fit="contain" />;
}
