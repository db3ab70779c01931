// Certification queries (part2 §3-§4, §7): the status with the latest application, the
// two-level application areas, and a stored certificate image as an object URL for <img>.
import { queryOptions } from "@tanstack/react-query";
import { markCertified } from "../../shared/session";
import { certification, files } from "./api";

/** Query keys of certification. */
export const certificationKeys = {
  all: ["certification"] as const,
  status: () => [...certificationKeys.all, "status"] as const,
  areas: (language: string) => [...certificationKeys.all, "areas", language] as const,
  image: (digest: string) => [...certificationKeys.all, "image", digest] as const,
};

/**
 * The flag and the latest application. An approved customer (flag 1) is certified from now on,
 * so the session's 405 flag (`nocertified`) clears wherever the status is read.
 */
export const companyAuthQuery = () =>
  queryOptions({
    queryKey: certificationKeys.status(),
    queryFn: async ({ signal }) => {
      const status = await certification.status({ signal });
      if (status.flag === 1) markCertified();
      return status;
    },
  });

/** Application areas with their scenes, labelled in `language`. */
export const applicationAreasQuery = (language: string) =>
  queryOptions({
    queryKey: certificationKeys.areas(language),
    queryFn: ({ signal }) => certification.applicationAreas({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A stored image as an object URL (the file service needs the token, so <img src> cannot fetch it). */
export const storedImageQuery = (digest: string) =>
  queryOptions({
    queryKey: certificationKeys.image(digest),
    queryFn: async ({ signal }) => {
      const file = await files.view(digest, { signal });
      return URL.createObjectURL(new Blob([file.data as BlobPart], { type: file.contentType }));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
