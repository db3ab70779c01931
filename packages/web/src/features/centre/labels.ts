// The SDK label sets of the centres (user info fields, AccessKey columns, the security rules'
// L-codes), registered when the centres' chunk loads rather than with the first route. The
// accounts set owns `field.createTime`, the AccessKey table's time column.
import { accountsLabels, credentialsLabels, securityLabels } from "@fixcloud/sdk";
import { registerSdkLabels } from "../../i18n";

registerSdkLabels(securityLabels, credentialsLabels, accountsLabels);

/** The console namespace of the centres' own strings. */
export const CENTRE_NS = "centre";
