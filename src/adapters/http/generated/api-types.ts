// Generated from docs/api/openapi.yaml by `npm run api:types` (openapi-typescript). Do not edit.
// Imported only by src/adapters/http and the server (test/architecture).
export interface paths {
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (in admin mode too; `acting_as` names the participant then). */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notification-preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user wants an e-mail when their plan needs their attention (null until they answer). */
        get: operations["getNotificationPreference"];
        /** Records the user's answer to "Stay up to date" (the opt-in dialog on home). */
        put: operations["putNotificationPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's phone number as saved on their profile (null until saved; decision 0265). */
        get: operations["getProfilePhone"];
        /** Saves the user's phone (section 5 phone pattern, 'Phone is required' / 'Please type valid phone number'); answers it formatted. */
        put: operations["putProfilePhone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user by id. Yourself, or anyone for a support user; 404 otherwise. */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Participant search for support users (search rules of spec section 5; a bad value answers 400 with the message). */
        get: operations["searchParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin-mode audit records, newest first (support users only). */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support console - users by name or e-mail words (spec section 5 search rules; no `q` lists everyone), paged, with their account status (support role only). */
        get: operations["searchSupportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/users/{userId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disables or re-enables a user (a disabled user cannot sign in or refresh; disabling ends their sessions). Support role only; audited. In production the identity provider's record changes first (Descope's management API); 502 when it refuses (nothing changes), 503 when it is not set up. */
        post: operations["setSupportUserStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/users/{userId}/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the user a new sign-in link (local profile - the outbox). Support role only; audited. 409 for a disabled user, 503 where the identity provider sends its own links. */
        post: operations["sendSupportSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/users/{userId}/factors/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resets the second factors of a user who lost every factor and their recovery codes (decision 0273) - removes their authenticator app, passkeys and unused recovery codes and ends all their sessions; the user is told by e-mail. Support role with a second factor only; not on yourself (409); audited with the reason. In production at the identity provider (Descope's management API); 502 when it refuses, 503 when it is not set up. */
        post: operations["resetSupportUserFactors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of admin-mode and support actions, newest first, filtered by agent and participant (id, or words of the e-mail or name) and by day (from/to inclusive, UTC), paged. Support role only. */
        get: operations["listSupportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit trail as a CSV download (RFC 4180 quoting; cells that a spreadsheet would run as a formula are prefixed with an apostrophe). Support role only. */
        get: operations["exportSupportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/admin-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enters admin mode (decision 0297) - opens a visit of the signed-in support user acting as the participant, with the reason, and records "entered admin mode" (support user, participant, reason) in the audit trail. Until the visit is left, requests with X-Act-As for that participant are allowed, and each path they read is audited once. Support role with a second factor only; not on yourself (409); 404 for an unknown participant. */
        post: operations["enterAdminMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/admin-mode/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leaves admin mode (decision 0297) - closes the support user's newest open visit of the participant and records "left admin mode" (support user, participant, the visit's reason). 204 also when no visit was open (nothing is recorded then). Support role with a second factor only. */
        delete: operations["leaveAdminMode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product configuration block (spec section 3). */
        get: operations["getProductConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lexisnexis/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scores the identity of user `uid` (the caller, or the participant in admin mode). Pass at the minimum passing score. */
        get: operations["getIdentityVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/download/google-cloud-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short-lived signed URL to download a version of one of the user's documents, fetched without the bearer token.
         * @description Spec section 7 quirk: the SPA's call puts its FIRST argument in the `id` query and its SECOND in the path segment.
         *     The server accepts either order (decision 0037): of the path segment and the `id` query, the one that names one of
         *     the user's documents picks the document, and the other picks one of its versions when it names one (else the newest
         *     version); when neither names a document, one that names a version of the user's picks it. Anything that is not the
         *     user's answers 404, so a URL can never be minted for someone else's document. `expiration` is the lifetime in
         *     seconds (default 300, 1 to 3600, else 400). When there is no `expiration` query and the path segment is all digits
         *     and names nothing, the segment is the expiration (the spec call's second argument), clamped to 1..3600.
         *     The URL points at `downloadVersion` (the server's own signed link); with the Google Cloud Storage blob store
         *     (BLOB_STORE=gcs, decision 0213) it is instead a V4 signed URL at the bucket (GOOG4-RSA-SHA256, `X-Goog-Expires` =
         *     the lifetime) that answers with the version's type as an attachment named after it. Either works without
         *     authentication until it expires.
         */
        get: operations["getDocumentDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of a document version, for holders of a signed URL (no bearer token, no XSRF header).
         * @description The URL minted by getDocumentDownloadUrl. `signature` is an HMAC-SHA256 over the path and `expires`; an expired or
         *     altered URL answers 403. Served as an attachment with the type sniffed at upload and `X-Content-Type-Options: nosniff`.
         */
        get: operations["downloadVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's whole library as flat lists (folder_id null = top level), as the SPA's tree builder consumes them.
         * @description With `include=folders` only the folders (documents and versions empty); the SPA then pages documents.
         */
        get: operations["getLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/library/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cursor page of the user's documents in a folder (folder_id absent or empty = top level), or with `q` of the whole library by name.
         * @description Ordered by name (case-insensitive), then id (decision 0150). `next_cursor` is null on the last page; pass it as
         *     `cursor` for the next. `q` follows the spec's search rules (400 `fields.q` with the spec's message) and matches
         *     names containing it. A folder that is not the user's answers 404. Removed documents are never listed.
         */
        get: operations["listDocumentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/library/removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's removed documents ("Recently removed"), most recently removed first; restorable for 30 days (decision 0150). */
        get: operations["listRemovedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts one of the user's removed documents back in its folder (the top level when that folder was removed). */
        post: operations["restoreDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a folder at the top level (folder_id null or absent) or inside one of the user's folders. */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the user's folders; only an empty one (409 folder_not_empty otherwise, decision 0036). */
        delete: operations["removeFolder"];
        options?: never;
        head?: never;
        /** Renames one of the user's folders. */
        patch: operations["renameFolder"];
        trace?: never;
    };
    "/folders/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves one of the user's folders to the top level (null) or into another of the user's folders; never into itself or its own sub-folders. */
        post: operations["moveFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a new document with its first version (streamed, size-limited, checked by content signature).
         * @description multipart/form-data with one `file` part and optional `folder_id` (empty = top level) and `name` (default the file
         *     name) fields. Allowed content (sniffed, the declared type is ignored): PDF, PNG, JPEG, TIFF, DOCX, XLSX (decision 0035).
         *     A refused file (too large, empty, not allowed) answers 400 with `fields.file` and leaves nothing stored.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's documents with its versions, newest first. */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /** Removes one of the user's documents (soft delete, restorable for 30 days from /library/removed, decision 0150); 409 document_in_use while a distribution request cites it. */
        delete: operations["removeDocument"];
        options?: never;
        head?: never;
        /** Renames one of the user's documents. */
        patch: operations["renameDocument"];
        trace?: never;
    };
    "/documents/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves one of the user's documents to the top level (null) or into one of the user's folders. */
        post: operations["moveDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of one of the user's documents, newest first. */
        get: operations["listVersions"];
        put?: never;
        /** Uploads a new version of one of the user's documents (multipart `file` part; same checks as uploadDocument). */
        post: operations["uploadVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's assets, oldest first. */
        get: operations["listAssets"];
        put?: never;
        /**
         * Creates an asset with its first transaction (a purchase made through the plan, or an existing holding recorded).
         * @description A purchase (`record_type` purchase) is paid from the plan's cash (decision 0288): the ledger's deposits less purchases, distributions requested, approved or paid and outstanding loan principal, plus the value of the plan's `cash` assets; a user with no plan has none. A price above it answers 400 in fields.purchase_price: "The plan's cash is $2,000.00; a purchase cannot cost more" (the cash at the time). Checked and written under a lock on the user, so concurrent purchases cannot spend the same cash. A recorded holding is not checked.
         */
        post: operations["createAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's assets. */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /** Removes one of the user's assets with its transactions. */
        delete: operations["removeAsset"];
        options?: never;
        head?: never;
        /** Edits name and classification of one of the user's assets; fields left out keep their values. */
        patch: operations["editAsset"];
        trace?: never;
    };
    "/assets/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The transactions of one of the user's assets, oldest first. */
        get: operations["listAssetTransactions"];
        put?: never;
        /**
         * Records another purchase or holding of one of the user's assets.
         * @description A purchase is checked against the plan's cash as in createAsset (decision 0288): 400 in fields.purchase_price "The plan's cash is $2,000.00; a purchase cannot cost more".
         */
        post: operations["createAssetTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}/values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The value history of one of the user's assets, newest date first (decision 0160). */
        get: operations["listAssetValues"];
        put?: never;
        /** Records a value of one of the user's assets as of a date, with an optional valuation document of the same user. */
        post: operations["createAssetValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every transaction of the user's plan with its asset's name and type, newest first. */
        get: operations["listPlanTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan's value now and at the end of a calendar year (default the current one), from every asset's newest valuation by then (the 5500-EZ year-end assets). */
        get: operations["getPlanValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/year-end-values/{plan_year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assets held at the end of the plan year (the employer's tax year, decision 0230) with where each one's year-end value stands: recorded with its evidence, recorded without its evidence file, or missing; and the missing items in words (decision 0338). The 5500-EZ status carries the same check. */
        get: operations["getYearEndValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan owner's invitations, newest first, each with the participant's progress (decision 0240). */
        get: operations["listInvitations"];
        put?: never;
        /** Invites a participant by e-mail to the owner's plan (the e-mail goes through the outbox with a link to /join); sending again to a pending address sends a new link. 409 no_plan before the plan is named. Audited in admin mode. */
        post: operations["sendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws one of the owner's pending invitations (409 not_pending after it was accepted); its link stops working. */
        post: operations["revokeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in invitee accepts the invitation of the link's token (the invited address must be theirs, 403 wrong_account; 404 for an unknown, withdrawn or expired one; 409 other_plan when they joined another plan; accepts of one user are serialised, so of two plans' invitations accepted at once one answers 409 other_plan, decision 0292). Accepting one's own accepted invitation again answers the plan. */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan the participant joined (name, number, EIN); 404 not_invited tells a participant without an invitation to ask the plan owner. */
        get: operations["getPlanMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-membership/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes the participant checkout without a fee (decision 0240) and files the joinder naming the plan in the library; idempotent. 404 not_invited; 409 checkout_incomplete. */
        post: operations["joinPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's participant loans, newest first, each with its balance, next payment and a missed payment (curable until the end of the quarter after the quarter it was due, then a deemed distribution). */
        get: operations["listLoans"];
        put?: never;
        /**
         * Applies for a loan (decision 0241). 409 loans_not_allowed when the plan does not allow loans; 400 with the domain's messages (limit, term, frequency, purpose). Replaces an application not signed yet. Audited in admin mode.
         * @description Besides the IRC 72(p) limit, the amount cannot be more than what the plan holds for the participant (decision 0288: their balance, less distributions requested, approved or paid and outstanding loan principal): 400 in fields.amount "The most you can borrow from what the plan holds for you is $5,000.00".
         */
        post: operations["applyForLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the plan allows loans, the rate (fixed or prime plus; prime is configured), and the largest loan today (IRC 72(p)). */
        get: operations["getLoanTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's loans. */
        get: operations["getLoan"];
        put?: never;
        post?: never;
        /** Withdraws an application not signed yet (409 not_pending after). */
        delete: operations["withdrawLoan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loan's level amortisation schedule (the last payment absorbs rounding; payments add up to principal plus interest to the cent). After a prepayment, the payments covered by then followed by the rest re-amortised over the remaining term (same due dates; decision 0277). */
        get: operations["getLoanSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs the promissory note and loan agreement with the drawn signature; the PDF is filed in the library folder "Loans" and the loan starts today. 409 already_signed. Audited in admin mode. */
        post: operations["signLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/offset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records the participant's separation from service and offsets the signed loan (decision 0301): its outstanding principal and the interest accrued to today are taken from the account as a distribution, reported on the 1099-R of the year with code M and 1, 2 or 7 when it is a qualified plan loan offset (within 12 months of the separation; IRC 402(c)(3)(C)), the ordinary code otherwise; nothing is withheld. 409 not_active unless the loan is being repaid. Checked and written under the participant's lock and the loan's row, so concurrent requests offset once. Audited in admin mode. */
        post: operations["offsetLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a repayment of a signed loan (409 not_active otherwise). It pays the interest accrued to its day, then principal (decision 0277); a repayment of more than the payments due through its period is a prepayment and re-amortises the rest over the remaining term. The loan is paid off when principal and accrued interest are paid. The check and the write hold the loan's row, so concurrent repayments never pass what is owed. Audited in admin mode. */
        post: operations["recordLoanRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/repayments/{repaymentId}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverses a repayment recorded by mistake (decision 0308): the repayment stops counting, so the loan's balance, accrued interest, schedule and next payment are computed again without it, and a loan it had paid off is being repaid again. A repayment is reversed once (409 already_reversed), and only while the loan is being repaid or paid off (409 not_active). Checked and written holding the loan's row, so concurrent requests reverse it once. Audited in admin mode (reverse_repayment, with the reason). */
        post: operations["reverseLoanRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's distribution requests, newest first. */
        get: operations["listDistributions"];
        put?: never;
        /**
         * Requests a distribution; `kind` hardship needs a description, a PNG signature and a supporting document of the same user.
         * @description Once the other rules pass, the amount is checked against what the accounts named in `sources` hold (decision 0288: the participant's vested balance by source, less the requests already requested, approved or paid, and outstanding loan principal; a user with no plan holds nothing): 400 in fields.amount "The most you can take from the chosen accounts is $3,677.00". Checked and written under a lock on the user, so concurrent requests cannot overdraw.
         */
        post: operations["requestDistribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/excess-deferral-corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests the corrective distribution of a tax year's excess deferrals (IRC 402(g)(2); decision 0299) - the excess over the 402(g) limit (catch-up included) that this plan's deferrals hold, pre-tax first, plus the allocable earnings the owner enters, by April 15 of the next year. Stored as a distribution of kind excess_deferral_correction (10% federal withholding by default; not an eligible rollover distribution) that support then pays; its 1099-R codes are 8, P and 8, or B8 (decision 0299). Audited in admin mode.
         * @description Refused (400 in fields.tax_year) when there is no excess ("Elective deferrals for 2026 are not over the limit: there is no excess to correct."), when the year was already corrected ("The 2026 excess deferrals of $1,000.00 were already corrected: a corrective distribution of $1,012.34 was requested on Nov 23, 2026.") or after April 15 of the next year; in fields.earnings_cents when the earnings are not whole cents up to $1,000,000.00 or a loss takes all of the excess ("A loss must be less than the excess of $1,000.00"); in fields.amount when the accounts do not hold the amount (decision 0288). Checked and written under a lock on the user, once per user and deferral year (a unique index holds it too), so concurrent requests correct once.
         */
        post: operations["requestExcessDeferralCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/excess-annual-additions-corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Corrects a tax year's excess annual additions (IRC 415(c), deferrals over pay included) under the IRS's self-correction program (EPCRS, Rev. Proc. 2021-30; decision 0300): deferrals over pay first, then after-tax contributions and elective deferrals are returned with the income the owner enters, through a distribution of kind excess_annual_additions_correction (1099-R code E, 10% withholding by default, not an eligible rollover distribution) that support then pays; employer contributions left over are held in the plan's unallocated account and count as the next year's. Audited in admin mode.
         * @description Refused (400 in fields.tax_year) when there is no excess ("Contributions for 2026 are within the annual additions limit and pay: there is no excess to correct."), when the year was already corrected ("The 2026 excess annual additions of $1,000.00 were already corrected on Nov 23, 2026.") or after December 31 of the third year after (the Voluntary Correction Program is needed then); in fields.earnings_cents when the earnings are not whole cents or a loss takes all that is returned; in fields.amount when the accounts do not hold the amount (decision 0288). Checked and written under a lock on the user, so concurrent requests correct once.
         */
        post: operations["requestExcessAnnualAdditionsCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distribution-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the request flow needs of the plan and the user (decision 0221) - the plan's in-service and spouse-consent settings from its details (the owner's for a participant), the user's marriage, and the bank account a bank payout goes to (masked; null until the bank onboarding connected and verified it). */
        get: operations["getDistributionSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's distribution requests. */
        get: operations["getDistribution"];
        put?: never;
        post?: never;
        /** Withdraws one of the user's distribution requests while it is only requested (409 not_withdrawable after). */
        delete: operations["withdrawDistribution"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roth-conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's in-plan Roth conversions, newest first, with their tax accounts (decision 0335).
         * @description The tax accounts are the balance by source as section 72 sees it: the designated Roth account (balance, basis, earnings, where the basis came from, the first Roth year that starts the 5-taxable-year period) and the after-tax account (balance, basis, earnings), the pre-tax money and the Roth money rolled in; `convertible` says what each account a conversion can take from holds, and `allowed` whether the plan allows conversions (plan_roth and plan_roth_roll on).
         */
        get: operations["listRothConversions"];
        put?: never;
        /**
         * Converts money of one account to the designated Roth account in the same plan (an in-plan Roth rollover, IRC 402A(c)(4); decision 0335).
         * @description Recorded as made on the day requested: the account keeps its balance less the amount, the designated Roth account gains it. Its after-tax basis share is pro rata (IRC 72(e)(8)): amount x basis / the account's balance, the rest taxable in the year converted; reported on its own Form 1099-R (box 1 the amount, 2a taxable, 5 basis, code G). 400 in fields.account ("Choose the account to convert", "Choose an account from the list", "The plan does not allow in-plan Roth conversions; allow Roth contributions and in-plan Roth rollovers in the plan details first") and fields.amount ("Amount must be greater than $0.00", "The most you can convert from this account is $1,234.56"). Checked and written under a lock on the user, so concurrent requests cannot convert the same money twice. Audited in admin mode.
         */
        post: operations["requestRothConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a repayment into the plan of one of the user's paid SECURE 2.0 withdrawals (emergency_expense, domestic_abuse, birth_adoption; decision 0336), on the server's day. Audited in admin mode.
         * @description A repayment is treated as a rollover contribution (IRC 72(t)(2)(H)(v), (I)(v), (K)(iv)): the plan's balance gains it in the rollover account. 400 in fields.distribution ("Only an emergency, domestic abuse, or birth or adoption distribution can be repaid", "A distribution can be repaid once it is paid", "The three years to repay this distribution ended on Mar 1, 2029") and fields.amount_cents ("Amount must be greater than $0.00", "The most you can repay is $600.00"). Checked and written under a lock on the user, so concurrent repayments never exceed the distribution.
         */
        post: operations["recordDistributionRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a request along (requested -> approved | rejected, approved -> paid | rejected; a rejection needs a reason). Support acting as the participant only (403 otherwise); audited; each move happens once.
         * @description Approving and paying check the balance again (decision 0288): when the request's accounts no longer hold its amount (other requests left out of the count, this one excluded), 400 in fields.amount "The chosen accounts now hold $900.00, less than this request's $1,000.00".
         */
        post: operations["changeDistributionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's contribution ledger (of one tax year when given), newest deposit first. */
        get: operations["listContributions"];
        put?: never;
        /** Records a deposit; answers it with the tax year's limit warnings (a deposit over a limit is recorded and warned about, never refused). Audited in admin mode; the entry's trail records who. */
        post: operations["recordContribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contributions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the user's entries; its trail keeps what it was. */
        delete: operations["removeContribution"];
        options?: never;
        head?: never;
        /** Changes fields of one of the user's entries (the merged entry must pass the rules); the trail keeps the values before and after. */
        patch: operations["editContribution"];
        trace?: never;
    };
    "/contributions/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trail of one of the user's entries (create, edit, remove; also after removal), oldest first. */
        get: operations["getContributionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contribution-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's tax year against the IRS limits (decision 0120) - totals and room by source, limit usage, warnings. */
        get: operations["getContributionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/form-5500-ez/{plan_year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the plan year's Form 5500-EZ is required (year-end assets of all the employer's one-participant plans over $250,000, or the final plan year), its due date, the Form 5558 extension and the reminder days (decision 0120), for the plan year the employer's tax year sets (decision 0230). */
        get: operations["getForm5500EzStatus"];
        /** Saves what the owner declares for the plan year (assets of the employer's other one-participant plans, final plan year); answers the status. Audited in admin mode. */
        put: operations["saveForm5500EzFacts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/form-5500-ez/{plan_year}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generates the plan year's prefilled Form 5500-EZ (plan, employer - EIN, never the SSN - and the year's assets, contributions, distributions and participants) and files it in the library's Plan documents folder, as a new document or a new version of the year's one (decision 0231). Audited in admin mode. */
        post: operations["generateForm5500EzDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/form-5500-ez/{plan_year}/filing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Records whether and how the plan year's return was filed (date, EFAST2 or paper, confirmation number); answers the status (decision 0231). Audited in admin mode. */
        put: operations["saveForm5500EzFiling"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/form-5500-ez/{plan_year}/extension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Records the plan year's Form 5558 extension (the day it was filed, on or before the return's due day; filed false removes it); lateness and the late-filing penalty then count from the extended due day, the 15th day of the tenth month after the plan year ends moved past a weekend or legal holiday (IRC 7503). Answers the status (decision 0275). Audited in admin mode. */
        put: operations["saveForm5500EzExtension"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tax-forms/{tax_year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Form 1099-R figures of each distribution paid in the calendar year ($10 or more - gross, taxable, federal tax withheld, distribution code by kind and age) and whether Form 945 is required, with the due dates (decision 0233). */
        get: operations["getTaxForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tax-forms/{tax_year}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generates the year's Form 1099-R copies for the participant and the Form 945 summary (payer's EIN; the recipient's TIN is never printed) and files them in the library's Plan documents folder, a new version each time (decision 0233). Audited in admin mode. */
        post: operations["generateTaxFormsDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contribution-years/{tax_year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves what the user enters for a tax year (deferrals to other employers' 401(k)s, compensation or null); answers the summary. Audited in admin mode. */
        put: operations["saveContributionYear"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's beneficiary designations (decision 0250) - the one in force, the one waiting for the spouse's consent, and the whole history newest first - with whether the participant is married (personal details) and the spouse's name. */
        get: operations["getBeneficiaries"];
        put?: never;
        /** Records a new designation. It replaces one waiting for consent; it is in force at once (filed as a PDF in the library folder Beneficiaries) unless the participant is married and the primary group is not the spouse alone at 100%, when it waits for the spouse's consent (decision 0191). Audited in admin mode. */
        post: operations["designateBeneficiaries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficiaries/{id}/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The spouse's written consent, signed in the app (drawn signature), to the user's designation waiting for it (409 not_awaiting_consent otherwise); the designation is then in force and filed as a PDF with the consent. Audited in admin mode. */
        post: operations["consentToBeneficiaries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rollovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's incoming rollovers, newest first, each with its status history (decision 0251). */
        get: operations["listRollovers"];
        put?: never;
        /** Requests an incoming rollover (src/domain/rollovers rules; Roth money only into the plan's Roth rollover account; an indirect one needs the distribution date and must be within its 60 days). Audited in admin mode. */
        post: operations["requestRollover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rollovers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's rollovers. */
        get: operations["getRollover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rollovers/{id}/letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The plan administrator signs the letter of acceptance (drawn signature); it is generated as a PDF, filed in the library folder Rollovers, and the rollover becomes letter_sent (409 letter_already_sent after). Audited in admin mode. */
        post: operations["signRolloverLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rollovers/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attaches the latest statement of the sending account, a document the user uploaded to the library (checked by content there); a document not the user's or removed is 400 'Document not found'. Audited in admin mode. */
        post: operations["attachRolloverStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rollovers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the rollover to its next status (letter_sent -> funds_expected -> received); received needs amount and received_date (not in the future, not before the request, within the 60 days of an indirect one) and enters the money in the contribution ledger under Roll Overs. Each move happens once; audited in admin mode. */
        post: operations["changeRolloverStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trust account statements the user imported, newest first (decision 0333). */
        get: operations["listStatementImports"];
        put?: never;
        /**
         * Imports a statement file of the plan's trust account (CSV or OFX/QFX, checked by content), applying the owner's rules and the built-in ones and matching ledger entries (decision 0333).
         * @description multipart/form-data with one `file` part. The file is read by content (the declared type and the name are
         *     ignored): OFX/QFX (SGML or XML) or CSV with a header row naming the date, the description and either an amount or
         *     debit and credit columns (a balance column is optional). Anything else is 400 `fields.file`
         *     'The file is neither a CSV nor an OFX/QFX statement'. The file's own totals are checked: an OFX LEDGERBAL, or a
         *     CSV balance column, must equal the opening balance plus the transactions, or the import is refused with the line
         *     named. A malformed line answers 400 `fields.file` ['Line 14: the amount "12,x" is not a number'] and nothing is
         *     imported. The same file again answers 200 with `duplicate: true` and adds nothing; a transaction already imported
         *     from another file (the same OFX FITID, or for CSV the same day, amount, description and occurrence) is skipped.
         *     The account number is never stored: only its last four digits. Audited in admin mode.
         */
        post: operations["importStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cursor page of the user's imported transactions, by posted day then id; of one year, or one month of it. */
        get: operations["listStatementTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Classifies one of the user's transactions (or clears it with kind null); a contribution creates its ledger entry through the contribution ledger (its rules, limits and trail) unless one of the same source and amount deposited within 5 days of the posted day matches; a loan repayment matches a repayment of the same amount within 5 days. save_rule saves a rule from it. Each transaction gets one ledger entry (a row lock); audited in admin mode. */
        put: operations["classifyStatementTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's classification rules (applied first, newest first) and the built-in ones that guess from words. */
        get: operations["listStatementRules"];
        put?: never;
        /** Saves a rule (a description containing `contains`, case-insensitive, is classified as `kind`, with `source` for a contribution); it applies to transactions imported after, and to those not classified yet. Audited in admin mode. */
        post: operations["createStatementRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the owner's rules (transactions it classified keep their class). Audited in admin mode. */
        delete: operations["deleteStatementRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The year's reconciliation, month by month and for the year, of the statements against the ledger (decision 0333). */
        get: operations["getStatementReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The checkout flow of the user (resume point, variant and every saved step). */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the current step (and variant) of the checkout flow, for resume. */
        put: operations["putCheckoutProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/steps/personalDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCheckoutPersonalDetails"];
        /** Saves the personal details step; validated with the domain rules unless `draft=true`. */
        put: operations["putCheckoutPersonalDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/steps/identityDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCheckoutIdentityDetails"];
        put: operations["putCheckoutIdentityDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/steps/employerDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCheckoutEmployerDetails"];
        put: operations["putCheckoutEmployerDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/steps/planDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCheckoutPlanDetails"];
        put: operations["putCheckoutPlanDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/steps/signerDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCheckoutSignerDetails"];
        put: operations["putCheckoutSignerDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The generated plan documents of the user's latest paid checkout (confirmation page), generating any that are missing.
         * @description After a successful payment the server generates the plan documents as PDFs and files them in the user's library in the
         *     top-level folder "Plan documents": for a plan owner the adoption agreement and the prefilled Form 5500-EZ template, for a
         *     participant the participant joinder agreement (decisions 0070-0074). Filing happens once per paid invoice; a call here
         *     regenerates only what is missing (e.g. after a failed generation). Download each through `downloadPath`, the spec's
         *     signed-URL call (getDocumentDownloadUrl), then fetch the answered URL without the bearer token.
         *     409 `not_paid` before the checkout is paid; 503 `documents_unavailable` when generation failed (try again).
         */
        get: operations["listCheckoutDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank application flow of the user (resume point and every saved step). */
        get: operations["getBankApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putBankApplicationProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/steps/chooseAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBankChooseAccount"];
        put: operations["putBankChooseAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/steps/fillApplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBankFillApplication"];
        /** Bank details (onboarding variant of the bank rules). */
        put: operations["putBankFillApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/steps/identityDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBankIdentityDetails"];
        put: operations["putBankIdentityDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/steps/ConnectBank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBankConnectBank"];
        put: operations["putBankConnectBank"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank application on the server's state machine (decision 0140), after deciding a review that is due.
         * @description Status draft -> in_review (submit) -> approved | step_up_needed; step_up_needed -> step_up_review (step-up
         *     documents) -> approved | declined. `current_step` follows the status (a draft keeps the editing step the user
         *     is on). `connection` carries the account and routing numbers masked to their last four digits only; `support`
         *     says how to reach support once declined. The local stand-in decides a review `review_due_at` after it was sent.
         */
        get: operations["getBankApplicationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the completed application for review (chooseAccount, fillApplication and identityDetails complete, both ID photos uploaded).
         * @description The trust account is opened for the plan, in the plan's name and with its EIN, so the plan must be adopted
         *     first (decision 0313): a plan owner's checkout Plan Details step complete (signed), a participant's Signer
         *     Details. Before that the application is refused with 409 `plan_not_adopted` (`PLAN_NOT_ADOPTED_MESSAGE`).
         */
        post: operations["submitBankApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an ID photo or a step-up document (multipart `kind` and `file`; checked by content, the declared type is ignored).
         * @description `kind` is id_front, id_back (PNG or JPEG only), proof_of_address or second_id (PDF, PNG, JPEG, TIFF). The identity
         *     step then names the photos by the answered id in `id_photo_picture` / `id_photo_picture2`. A refused file answers
         *     400 with `fields.file` and leaves nothing stored.
         */
        post: operations["uploadBankDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the step-up documents (uploaded since the decision) for a second review; 400 names a missing one. */
        post: operations["submitBankStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/review/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Local profile only (404 otherwise) - the local stand-in decides the pending review now instead of after its delay. */
        post: operations["completeBankReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connects the primary bank account of an approved application and sends two micro-deposits (local - to /dev/outbox).
         * @description Rules (field-keyed 400): routing_number nine digits with a valid ABA checksum; account_number 4 to 17 digits,
         *     entered twice alike (account_number_confirm); account_type checking or savings. Numbers are stored encrypted and
         *     answered masked. 409 before approval, when already connected, or while the deposit check is locked. One connection
         *     is set up at a time (decision 0291): while another request of the user is connecting (a claim held at most two
         *     minutes), 409 'Another connection of this account is being set up: try again in a moment'; once it answered, a
         *     new request connects again (fixing a typo before the deposits are verified) and sends new deposits.
         */
        put: operations["connectBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-application/connection/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the two micro-deposit amounts (dollars, e.g. "0.32", either order); three wrong tries lock the check for a day.
         * @description While locked the answer is 200 with `outcome: 'locked'` (the amounts are not compared). 409 before an account is
         *     connected, or (production provider, decision 0220) while the deposits have not reached the account yet - that
         *     answer is not counted as a try. Concurrent checks of one account are counted one
         *     after the other (decision 0291): never more than three tries before the lock.
         */
        post: operations["verifyBankDeposits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listInvoices"];
        put?: never;
        /** Creates the checkout invoice from the fees (plan 300, setup 50, plan document generation 200; Net 15). Answers the open one if there is one. */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays an invoice. Idempotent by the Idempotency-Key header - a retried request answers the first result and never charges twice.
         * @description Local profile: `card` is charged by the local gateway (test cards in docs/server.md). Stripe: the server creates a
         *     Checkout Session on the connected account and answers `status: requires_action` with its `client_secret` (embedded)
         *     or `url` (hosted); fulfilment happens on Stripe's webhook. A declined card answers 402 with the decline message.
         */
        post: operations["payInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook (no bearer token, no XSRF header); authenticated by the Stripe-Signature header.
         * @description Stripe production path (decision 0082). `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"
         *     with STRIPE_WEBHOOK_SECRET>`; the timestamp must be within 300 s of the server's clock. `checkout.session.completed`
         *     (payment_status paid) and `checkout.session.async_payment_succeeded` on the connected account mark the invoice named by
         *     the session's `client_reference_id` (or `metadata.invoice_id`) paid, once, and file the plan documents. Other events,
         *     replays and sessions we did not create answer 200 with their `outcome`. 400 `invalid_signature` for a bad or stale
         *     signature; 503 `webhook_not_configured` without a secret.
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan owner's amendment and restatement tasks (decision 0341), in deadline order, each with its deadline, state (due, due_soon within 60 days, overdue, signed, satisfied by a restatement signed in time, upcoming before its window opens) and its signature once signed. A participant or a user without a plan has none (plan_owner false): only the plan's owner signs the plan's amendments. */
        get: operations["listPlanAmendments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-amendments/{document}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The generated document to review before signing, unsigned, as a base64 PDF: the SECURE 2.0 interim amendment or the restated adoption agreement (Cycle 4) with the plan's current elections. 404 not_found for a document the plan does not need; 403 not_plan_owner for anyone but the plan's owner. */
        get: operations["previewPlanAmendment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-amendments/{document}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The plan owner signs the document, dated today: the signed PDF is filed in the library folder 'Plan documents' as '<title> (signed YYYY-MM-DD).pdf' and the task is signed. Once per document: a second signature answers 409 already_signed 'This document is already signed'; a document satisfied by the restatement 409 already_satisfied; before its window opens 409 not_open. 403 not_plan_owner for anyone but the plan's owner; 404 not_found for a document the plan does not need. Checked and recorded under a lock on the user and a unique (user, document) row, so concurrent signatures take effect once. Audited in admin mode. */
        post: operations["signPlanAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-termination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan's termination (decision 0339): not started, or the adopted resolution with the wind-up checklist: each participant's remaining balance (the owner sees every account of the plan, a joined participant only their own), every loan still being repaid, the final Form 5500-EZ (required whatever the assets) and whether it is filed. The plan is terminated once every account is empty, no loan is active and the final return is filed; terminating before. */
        get: operations["getPlanTermination"];
        put?: never;
        /** Adopts the resolution to terminate the plan (decision 0339): only the plan owner (403 forbidden 'Only the plan owner can terminate the plan' for a joined participant), once (409 already_terminated 'The plan's termination resolution was already adopted'), after the plan is set up (409 no_plan). The signed PDF 'Resolution to Terminate the Solo 401(k) Plan' is filed in the library folder 'Plan documents'; the plan year holding the termination date becomes the Form 5500-EZ's final plan year. From then no deposit is dated after the termination date and no new loan is made. Marked a money move: it ends the plan's money in, and takes an Idempotency-Key. Written under the owner's lock. Audited in admin mode. */
        post: operations["adoptPlanTermination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-takeover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where bringing a plan from elsewhere stands (decisions 0343, 0344): whether the plan was taken over, its original effective date, number and takeover date, the three prior plan documents in the library folder 'Prior plan documents' (by their fixed names), the user's opening balances, the prior 5500-EZ filings, and the items done ('Bring your plan: 2 of 4 done'). */
        get: operations["getPlanTakeover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-takeover/opening-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the user's own opening balances in a plan taken over from elsewhere, once (decision 0344).
         * @description Each participant records their own (a joined spouse on their own page). Amounts by source in cents as of the takeover date, with the Roth basis and the first Roth year (IRC 402A(d)(2)(B)) for Roth money and the after-tax basis for After Tax money. 400 in fields ("Takeover date is required", "Takeover date can not be in the future", "Takeover date can not be before the original effective date", "Amount must be a whole number of cents, $0.00 or more", "Enter at least one opening balance", "Roth basis can not be more than the Roth balance of $1,234.56", "The year of the first Roth contribution is required for Roth money", "The first Roth year must be from 2006 to 2026", "After-tax basis can not be more than the After Tax balance of $1,234.56"); 409 when the plan was not taken over or the balances are already recorded. Written under a lock on the user. Audited in admin mode.
         */
        post: operations["recordOpeningBalances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan-takeover/prior-filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a prior plan year's Form 5500-EZ filing of a plan taken over (the owner's; decision 0344): the year shows as filed and its year-end assets are the next year's beginning-of-year assets.
         * @description 400 in fields ("Plan year is required", "Plan year must be from 2015 to 2025", "Filed date is required", "Filed date can not be in the future", "Filed date must be after the plan year", "Year-end assets must be a whole number of cents, $0.00 or more"); 409 when the plan was not taken over or the user is not its owner. Recording a year again replaces it. Audited in admin mode.
         */
        post: operations["recordPriorFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: string;
            message: string;
        };
        ValidationError: {
            /** @constant */
            error: "validation";
            fields: {
                [key: string]: string[];
            };
        };
        ProfilePhone: {
            /** @description formatted, e.g. "(555) 123-4567"; null until saved */
            phone: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        NotificationPreference: {
            /** @description null until the user answered */
            email_updates: boolean | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        User: {
            id: string;
            user_email: string;
            name?: string | null;
        };
        Me: {
            id: string;
            user_email: string;
            name?: string | null;
            roles: string[];
            acting_as?: components["schemas"]["User"];
        };
        AuditRecord: {
            agent_id?: string;
            participant_id?: string;
            action?: string;
            object_type?: string;
            object_id?: string;
            /** Format: date-time */
            at?: string;
        };
        SupportUser: {
            id: string;
            user_email: string;
            name: string | null;
            /** @enum {unknown} */
            status: "enabled" | "disabled";
            /** Format: date-time */
            created_at: string;
        };
        SupportUserPage: {
            items: components["schemas"]["SupportUser"][];
            total: number;
            page: number;
            page_size: number;
        };
        AuditEntry: {
            id: string;
            /** Format: date-time */
            at: string;
            agent_id: string;
            agent_email: string | null;
            /** @description The support user's name (checkout details, else the identity claims) */
            agent_name: string | null;
            participant_id: string;
            participant_email: string | null;
            /** @description The participant's name (checkout details, else the identity claims) */
            participant_name: string | null;
            action: string;
            object_type: string;
            object_id: string;
            /** @description The reason support gave (reset_factors, decision 0273; admin mode - enter_admin_mode, leave_admin_mode, view - decision 0297), else null */
            reason?: string | null;
        };
        AdminModeVisit: {
            id: string;
            /** @description The participant */
            user_id: string;
            /** @description The reason as recorded (trimmed) */
            reason: string;
            /** Format: date-time */
            entered_at: string;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            total: number;
            page: number;
            page_size: number;
        };
        /** @description The product configuration block of spec section 3 (fees in US dollars). */
        ProductConfig: {
            id?: string;
            name?: string;
            key?: string;
            env_name?: string;
            product_name?: string;
            address?: string;
            support_email?: string;
            support_phone?: string;
            plan_fee?: number;
            setup_fee?: number;
            plan_doc_generation?: number;
            /** @description The fee for taking over a plan the owner already has elsewhere, charged in place of setup_fee (decision 0343). */
            plan_takeover_fee?: number;
            invoice_due_date?: string;
            invoice_due_date_terms?: string;
            default_payment_processor?: string;
            use_stripe_connect_checkout?: boolean;
            stripe_publishable_key?: string | null;
            stripe_account_id?: string | null;
            api_base_url?: string;
            allowed_login_redirect_hosts?: string[];
            banks?: number[];
            logo_url?: string;
            favicon_url?: string;
            app_theme_chart_palette?: string[];
            partnerThemeColor?: string;
            lexisnexis_min_passing_score?: number;
            lexisnexis_demo_score?: number;
            vgs_api_path_prefix?: string;
        };
        VerificationStatus: {
            uid: string;
            score: number;
            min_passing_score: number;
            passed: boolean;
            /**
             * @description pending while a bank application is under review
             * @enum {unknown}
             */
            status: "passed" | "step_up_needed" | "pending" | "declined";
            /** @enum {unknown} */
            application_status?: "draft" | "in_review" | "step_up_needed" | "step_up_review" | "approved" | "declined";
            /** Format: date-time */
            checked_at?: string;
        };
        PlanDocument: {
            documentId: string;
            versionId: string;
            /** @enum {unknown} */
            kind: "adoption_agreement" | "form_5500_ez" | "participant_agreement";
            /** @description File name */
            name: string;
            /** @description GET this (relative to the product prefix, with the bearer token) for a signed URL: /documents/{documentId}/download/google-cloud-url?id={versionId} */
            downloadPath: string;
        };
        SignedUrl: {
            /** @description Absolute URL of downloadVersion with expires and signature queries, or with BLOB_STORE=gcs a V4 signed URL at the Google Cloud Storage bucket (decision 0213) */
            url: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The version's file name */
            file_name?: string;
        };
        FlowState: {
            current_step: string;
            variant: string;
            steps: {
                [key: string]: components["schemas"]["StepData"];
            };
        };
        CheckoutProgress: {
            /** @enum {unknown} */
            current_step: "personalDetails" | "identityDetails" | "employerDetails" | "planDetails" | "signerDetails" | "review" | "payment";
            /** @enum {unknown} */
            variant?: "planOwner" | "participant";
        };
        BankProgress: {
            /** @enum {unknown} */
            current_step: "chooseAccount" | "fillApplication" | "identityDetails" | "inProgress" | "stepUpNeeded" | "ConnectBank";
            /** @enum {unknown} */
            variant?: "planOwner" | "participant";
        };
        StepData: {
            step_key: string;
            values: {
                [key: string]: unknown;
            };
            complete: boolean;
            /** Format: date-time */
            updated_at?: string | null;
        };
        Text: string | null;
        Flag: boolean | string | null;
        /** @description A base64 image data URL (data:image/png;base64,...) */
        Image: string | null;
        /** @description Fields this contract does not name are kept as scalars. */
        Extra: string | number | boolean | null;
        Address: {
            address01?: components["schemas"]["Text"];
            address02?: components["schemas"]["Text"];
            city?: components["schemas"]["Text"];
            state?: components["schemas"]["Text"];
            state_long?: components["schemas"]["Text"];
            postal_code?: components["schemas"]["Text"];
            different_mailing_address?: components["schemas"]["Flag"];
            mailing_address01?: components["schemas"]["Text"];
            mailing_address02?: components["schemas"]["Text"];
            mailing_city?: components["schemas"]["Text"];
            mailing_state?: components["schemas"]["Text"];
            mailing_state_long?: components["schemas"]["Text"];
            mailing_postal_code?: components["schemas"]["Text"];
        };
        PersonalDetails: ({
            title?: components["schemas"]["Text"];
            first_name?: components["schemas"]["Text"];
            middle_name?: components["schemas"]["Text"];
            last_name?: components["schemas"]["Text"];
            DOB?: components["schemas"]["Text"];
            gender?: components["schemas"]["Text"];
            email?: components["schemas"]["Text"];
            phone?: components["schemas"]["Text"];
            ssn?: components["schemas"]["Text"];
            /** @description Answered only masked, '***-**-1234' (decision 0080). On save, the unchanged masked value keeps the stored SSN; any other masked value is refused ('Should be valid SSN'). */
            ssn_number?: components["schemas"]["Text"];
            /** @description Answered beside the masked SSN (its last four digits); ignored on save. */
            ssn_last4?: components["schemas"]["Text"];
            occupation?: components["schemas"]["Text"];
            married?: components["schemas"]["Flag"];
            spouse_first_name?: components["schemas"]["Text"];
            spouse_last_name?: components["schemas"]["Text"];
            spouse_email?: components["schemas"]["Text"];
            control_group?: components["schemas"]["Flag"];
        } & {
            [key: string]: components["schemas"]["Extra"];
        }) & components["schemas"]["Address"];
        IdentityDetails: {
            id_type?: components["schemas"]["Text"];
            /** @description Answered only masked, '••••1234' (decision 0200; so are id_photo_number and any account_number, account_number_confirm or routing_number of a step). On save, a mask standing for the stored number (or, in the bank's identity step, the checkout's) keeps it; any other mask is refused with a field message. */
            id_number?: components["schemas"]["Text"];
            id_state?: components["schemas"]["Text"];
            id_expiry_date?: components["schemas"]["Text"];
            /** @description Answered only masked, like id_number. */
            id_photo_number?: components["schemas"]["Text"];
            id_photo_picture?: components["schemas"]["Image"];
            id_photo_picture2?: components["schemas"]["Image"];
        } & {
            [key: string]: components["schemas"]["Extra"];
        };
        EmployerDetails: ({
            employer_name?: components["schemas"]["Text"];
            employer_phone?: components["schemas"]["Text"];
            employer_email?: components["schemas"]["Text"];
            employer_website?: components["schemas"]["Text"];
            employer_ein?: components["schemas"]["Text"];
            employer_ein_number?: components["schemas"]["Text"];
            entity_type?: components["schemas"]["Text"];
            employer_incorp_date?: components["schemas"]["Text"];
            employer_incorporation_state?: components["schemas"]["Text"];
            employer_fiscal_year_end?: components["schemas"]["Text"];
            employer_fiscal_year_end_date?: components["schemas"]["Text"];
            employer_naics_code?: components["schemas"]["Text"];
            employer_naics_code_description?: components["schemas"]["Text"];
        } & {
            [key: string]: components["schemas"]["Extra"];
        }) & components["schemas"]["Address"];
        PlanDetails: {
            plan_id?: components["schemas"]["Text"];
            plan_name?: components["schemas"]["Text"];
            plan_ein?: components["schemas"]["Text"];
            plan_ein_number?: components["schemas"]["Text"];
            plan_establish_date?: components["schemas"]["Text"];
            /** @description 'new' (default) or 'existing': a plan the owner already has elsewhere (decision 0343); 400 'Choose a new plan or a plan you already have'. */
            plan_origin?: string | null;
            /** @description For an existing plan: the original effective date, a past date ('Original effective date is required', 'Original effective date must be in the past'). */
            plan_effective_date?: components["schemas"]["Text"];
            /** @description For an existing plan: three digits, 001 to 499 (Form 5500-EZ line 1b; 'Plan number must be three digits from 001 to 499'). */
            plan_number?: components["schemas"]["Text"];
            plan_loan?: components["schemas"]["Flag"];
            /** @description Roth contributions allowed (default true). It cannot be false while the Deferral Roth contribution type is enabled (decision 0289): 400 in fields.plan_roth "Turn on Roth contributions, or untick the Deferral Roth contribution type". */
            plan_roth?: components["schemas"]["Flag"];
            plan_roth_roll?: components["schemas"]["Flag"];
            /** @description In-service distributions allowed (decisions 0221, 0222): true or false; absent or null means true. Any other value (also the strings 'true' and 'false') answers 400 in fields.plan_in_service: 'In-service distributions must be yes or no' for a scalar of up to 10 characters. GET /distribution-settings answers it as in_service_allowed. */
            plan_in_service?: boolean | string | number | null;
            /** @description A married participant's spouse must consent to a distribution (decisions 0221, 0222): true or false; absent or null means true. Any other value answers 400 in fields.plan_spouse_consent: "Spouse's consent to distributions must be yes or no" for a scalar of up to 10 characters. GET /distribution-settings answers it as spouse_consent_required. */
            plan_spouse_consent?: boolean | string | number | null;
            /** @description Roth employer contributions allowed (SECURE 2.0 section 604; decision 0332): true or false; absent or null means false. Any other value answers 400 in fields.plan_roth_employer: 'Roth employer contributions must be yes or no' for a scalar of up to 10 characters. When true, Profit Sharing and Employer Match deposits may be designated Roth (Contribution.roth). */
            plan_roth_employer?: boolean | string | number | null;
            loan_interest_rate?: number | string | null;
            loan_interest_rate_type?: components["schemas"]["Text"];
            bank_terms_agree?: components["schemas"]["Flag"];
            isSelectedSignature?: components["schemas"]["Flag"];
            plan_signature?: components["schemas"]["Image"];
            plan_signer_first_name?: components["schemas"]["Text"];
            plan_signer_last_name?: components["schemas"]["Text"];
            plan_signer_title?: components["schemas"]["Text"];
            plan_sign_date?: components["schemas"]["Text"];
            spouse_consent_signature?: components["schemas"]["Image"];
            spouse_consent_date?: components["schemas"]["Text"];
            /** @description The six contribution types (Deferral Pre-Tax, Deferral Roth, Profit Sharing, Roll Overs, After Tax, Employer Match). A plan step saved as complete needs at least one enabled (decision 0289): 400 in fields.contribution_types "Choose at least one contribution type for the plan" (also when the list is absent); a draft is not checked. */
            contribution_types?: {
                name?: string;
                enabled?: components["schemas"]["Flag"];
                percent?: number | string | null;
                amount?: number | string | null;
            }[] | null;
        } & {
            [key: string]: components["schemas"]["Extra"];
        };
        SignerDetails: {
            participant_signer_first_name?: components["schemas"]["Text"];
            participant_signer_last_name?: components["schemas"]["Text"];
            participant_signer_title?: components["schemas"]["Text"];
            participant_signature?: components["schemas"]["Image"];
            participant_sign_date?: components["schemas"]["Text"];
            isSelectedSignature?: components["schemas"]["Flag"];
        } & {
            [key: string]: components["schemas"]["Extra"];
        };
        BankDetails: {
            bankPin?: components["schemas"]["Text"];
            bank_account_monthly_activity_domestic?: components["schemas"]["Text"];
            bank_account_monthly_activity_international?: components["schemas"]["Text"];
            bank_account_monthly_wire_activity?: components["schemas"]["Text"];
            bank_account_monthly_ach_activity?: components["schemas"]["Text"];
            bank_assets_type?: components["schemas"]["Text"];
            bank_assets_type_other?: components["schemas"]["Text"];
            bank_income?: components["schemas"]["Text"];
            bank_source_of_funds?: components["schemas"]["Text"];
            bank_source_of_funds_other?: components["schemas"]["Text"];
            bank_terms_agree?: components["schemas"]["Flag"];
            plan_signature?: components["schemas"]["Image"];
        } & {
            [key: string]: components["schemas"]["Extra"];
        };
        ChooseAccount: {
            account_type?: components["schemas"]["Text"];
            bank_id?: number | string | null;
        } & {
            [key: string]: components["schemas"]["Extra"];
        };
        ConnectBank: {
            institution_name?: components["schemas"]["Text"];
            account_mask?: components["schemas"]["Text"];
        } & {
            [key: string]: components["schemas"]["Extra"];
        };
        BankDocument: {
            id: string;
            /** @enum {unknown} */
            kind: "id_front" | "id_back" | "proof_of_address" | "second_id";
            name: string;
            size: number;
            content_type: string;
            /** Format: date-time */
            created_at: string;
        };
        BankDocumentUpload: {
            kind: string;
            /** Format: binary */
            file: string;
        };
        BankConnection: {
            /** @description Masked */
            routing_number: string;
            /** @description Masked */
            account_number: string;
            /** @enum {unknown} */
            account_type: "checking" | "savings";
            /** @description From the local table of known routing numbers */
            bank_name: string | null;
            /** @enum {unknown} */
            status: "pending_verification" | "locked" | "connected";
            attempts_left: number;
            /** Format: date-time */
            locked_until: string | null;
        };
        BankConnectionRequest: {
            routing_number?: string | null;
            account_number?: string | null;
            account_number_confirm?: string | null;
            account_type?: string | null;
        };
        BankDepositCheckRequest: {
            deposit_1?: string | null;
            deposit_2?: string | null;
        };
        BankDepositCheck: {
            /** @enum {unknown} */
            outcome: "verified" | "wrong" | "locked" | "already_verified";
            attempts_left: number;
            connection: components["schemas"]["BankConnection"];
        };
        BankApplicationStatus: {
            /** @enum {unknown} */
            status: "draft" | "in_review" | "step_up_needed" | "step_up_review" | "approved" | "declined";
            /** @enum {unknown} */
            current_step: "chooseAccount" | "fillApplication" | "identityDetails" | "inProgress" | "stepUpNeeded" | "ConnectBank";
            variant: string;
            started: boolean;
            /** Format: date-time */
            submitted_at?: string | null;
            /** Format: date-time */
            review_due_at?: string | null;
            reviews?: number;
            documents: components["schemas"]["BankDocument"][];
            step_up_documents: string[];
            connection: components["schemas"]["BankConnection"] | null;
            support: {
                email?: string;
                phone?: string;
            } | null;
            /** @description The plan is adopted (the bank application may be sent) */
            plan_adopted: boolean;
            trust_account: components["schemas"]["BankTrustAccount"] | null;
        };
        /**
         * @description The plan's trust account the bank opens on approval, in the plan's name with the plan's EIN (decision 0313).
         *     Never the full number: the account number is stored encrypted and answered masked to its last four digits.
         */
        BankTrustAccount: {
            bank_name: string;
            /** @description e.g. "401(k) trust checking account" */
            account_type: string;
            /** @description Masked, last four digits only ("••••6789"); null while opening */
            account_number: string | null;
            /** @description The plan's name (the account holder) */
            account_title: string;
            /** @description NN-NNNNNNN */
            plan_ein?: string | null;
            /** @enum {unknown} */
            status: "opening" | "open";
            /** Format: date-time */
            opened_at: string | null;
        };
        InvoiceLine: {
            /** @enum {unknown} */
            code: "plan_fee" | "setup_fee" | "plan_doc_generation" | "plan_takeover_fee";
            description: string;
            /** @description US dollars */
            amount: number;
        };
        Invoice: {
            id: string;
            lines: components["schemas"]["InvoiceLine"][];
            /** @description US dollars */
            total: number;
            /** @constant */
            currency: "usd";
            /** @description e.g. Net 15 */
            terms: string;
            /** Format: date-time */
            issued_at: string;
            /** Format: date-time */
            due_at: string;
            /** @enum {unknown} */
            status: "open" | "pending" | "paid";
            /** Format: date-time */
            paid_at?: string | null;
        };
        PaymentRequest: {
            card?: {
                number: string;
                exp_month: number;
                exp_year: number;
                cvc: string;
                name?: string;
            };
            /** @description Stripe only - where Checkout returns ({CHECKOUT_SESSION_ID} is filled in) */
            return_url?: string;
        };
        Payment: {
            id: string;
            invoice_id: string;
            /** @enum {unknown} */
            status: "succeeded" | "requires_action";
            /** @description US dollars */
            amount: number;
            /** @enum {unknown} */
            processor?: "local" | "stripe";
            card_last4?: string | null;
            /** @description Stripe Checkout Session (id, client_secret for embedded, url for hosted) */
            checkout?: {
                id?: string;
                client_secret?: string | null;
                url?: string | null;
            } | null;
        };
        Declined: {
            /** @constant */
            error: "card_declined";
            /** @description e.g. 'Your card was declined.' */
            message: string;
            payment_id?: string;
        };
        Library: {
            folders: components["schemas"]["Folder"][];
            documents: components["schemas"]["DocumentRecord"][];
            /** @description Newest first */
            versions: components["schemas"]["Version"][];
            /** @description With include=folders: how many documents the library holds (removed ones not counted) */
            document_count?: number;
        };
        Folder: {
            id: string;
            user_id: string;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** @description Parent folder; null = top level */
            folder_id: string | null;
        };
        DocumentRecord: {
            id: string;
            /** @description null = top level */
            folder_id: string | null;
            name: string;
        };
        Document: components["schemas"]["DocumentRecord"] & {
            versions: components["schemas"]["Version"][];
        };
        Version: {
            id: string;
            document_id: string;
            /** @description File name as uploaded */
            name: string;
            /** Format: date-time */
            created_at: string;
            /** @description Bytes */
            size: number;
            /** @description Sniffed media type */
            content_type: string;
            /** @description Who uploaded it (decision 0151); name only for support acting in admin mode */
            uploaded_by?: {
                /** @enum {unknown} */
                role: "participant" | "support" | "generated";
                name: string | null;
            };
        };
        DocumentListItem: components["schemas"]["DocumentRecord"] & {
            /** Format: date-time */
            created_at: string;
            version_count: number;
            latest: components["schemas"]["Version"] | null;
        };
        DocumentPage: {
            items: components["schemas"]["DocumentListItem"][];
            next_cursor: string | null;
        };
        RemovedDocument: components["schemas"]["DocumentRecord"] & {
            /** Format: date-time */
            removed_at: string;
        };
        FolderCreate: {
            name: string;
            folder_id?: string | null;
        };
        Rename: {
            name: string;
        };
        Move: {
            /** @description Target folder; null = top level */
            folder_id: string | null;
        };
        DocumentUpload: {
            /** Format: binary */
            file: string;
            /** @description Empty or absent = top level */
            folder_id?: string;
            /** @description Default the file name */
            name?: string;
        };
        VersionUpload: {
            /** Format: binary */
            file: string;
        };
        Asset: {
            id: string;
            user_id: string;
            name: string;
            /** @description e.g. precious_metals, real_estate */
            type: string;
            subtype: string;
            /** @enum {string|null} */
            precious_metals_child_type: "gold" | "silver" | "platinum" | "palladium" | null;
            /** @description Depository or trustee holding precious metals */
            custodian: string | null;
            /** @description US dollars */
            purchase_total: number;
            /** @description US dollars */
            current_value: number;
            /**
             * Format: date
             * @description Date of current_value
             */
            value_date: string;
            /** Format: date */
            acquired_on: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AssetTransaction: {
            id: string;
            asset_id: string;
            /** @enum {unknown} */
            record_type: "purchase" | "record";
            /** @description US dollars */
            purchase_price: number;
            /** Format: date-time */
            created_at: string;
        };
        AssetValuation: {
            id: string;
            asset_id: string;
            /** @description US dollars */
            value: number;
            /** Format: date */
            as_of: string;
            /** @description Valuation document in the library */
            document_id: string | null;
            /**
             * @description What the document is, for a value recorded as year-end evidence (decision 0338); null for other values
             * @enum {string|null}
             */
            evidence_kind?: "bank_statement" | "brokerage_statement" | "appraisal" | "county_assessment" | "fund_statement" | "remaining_principal" | "dealer_quote" | "exchange_statement" | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description Rules (field-keyed 400): value a positive number of US dollars with at most 2 decimals; as_of a date
         *     (YYYY-MM-DD) not after today ('Date of value is required', 'Date of value cannot be in the future'); document_id
         *     one of the user's documents ('Document not found'). evidence_kind (decision 0338), when given, fits the asset's
         *     type ('Evidence for real estate must be an appraisal or a county assessment'; cash a bank_statement, brokerage a
         *     brokerage_statement, private notes remaining_principal, precious metals dealer_quote, crypto exchange_statement,
         *     other fund_statement or appraisal) and needs its document ('Attach the evidence file').
         */
        AssetValuationCreate: {
            value?: number;
            as_of?: string;
            document_id?: string | null;
            evidence_kind?: string | null;
        };
        PlanTransaction: components["schemas"]["AssetTransaction"] & {
            asset_name: string;
            asset_type: string;
        };
        /** @description The 5500-EZ's check of year-end values (decision 0338): preparation is blocked until every asset held at the plan year's end has a value dated within 14 days before it, with its evidence file. */
        YearEndValuesCheck: {
            complete: boolean;
            /** @description e.g. 'Gold coins: no year-end value for 2026', 'Land: the year-end value for 2026 has no evidence file' */
            missing: string[];
            /** @description e.g. '1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared'; null when complete */
            message: string | null;
        };
        YearEndValues: {
            plan_year: number;
            /** Format: date */
            plan_year_end: string;
            /**
             * Format: date
             * @description The first day a value may be dated to count as the year-end value
             */
            window_start: string;
            complete: boolean;
            missing: string[];
            message: string | null;
            assets: {
                asset_id: string;
                asset_name: string;
                asset_type: string;
                /** @description The evidence kinds that fit the asset's type */
                evidence_kinds: string[];
                /** @enum {unknown} */
                state: "recorded" | "no_evidence" | "missing";
                value: components["schemas"]["AssetValuation"] | null;
                missing: string | null;
            }[];
        };
        PlanValue: {
            year: number;
            /** @description US dollars on December 31 of year */
            year_end_value: number;
            /** @description US dollars now */
            current_value: number;
            /** Format: date */
            as_of: string;
        };
        AssetCreated: {
            asset: components["schemas"]["Asset"];
            transaction: components["schemas"]["AssetTransaction"];
        };
        /**
         * @description Rules (field-keyed 400): type and subtype required; precious_metals_child_type required (gold, silver, platinum,
         *     palladium) when type is precious_metals and absent otherwise; record_type purchase or record; purchase_price a
         *     positive number of US dollars with at most 2 decimals. name defaults to the subtype. custodian (the depository
         *     or trustee) is required for precious metals. A purchase needs related_party false: true is a prohibited
         *     transaction (IRC 4975) and is refused (decision 0160).
         */
        AssetCreate: {
            name?: string;
            type?: string;
            subtype?: string;
            precious_metals_child_type?: string | null;
            custodian?: string | null;
            record_type?: string;
            purchase_price?: number;
            /** @description Whether the seller or the property involves the participant */
            related_party?: boolean;
        };
        AssetEdit: {
            name?: string;
            type?: string;
            subtype?: string;
            precious_metals_child_type?: string | null;
            custodian?: string | null;
        };
        TransactionCreate: {
            record_type?: string;
            purchase_price?: number;
            related_party?: boolean;
        };
        /** @description email required ('Email is required'), an address ('Please type valid email address'), not the owner's own. */
        InvitationInput: {
            email: string | null;
        };
        Invitation: {
            id: string;
            email: string;
            /** @enum {unknown} */
            status: "pending" | "accepted" | "revoked";
            /** @enum {unknown} */
            progress: "invited" | "expired" | "revoked" | "checkout" | "joined";
            /** @description The participant's current checkout step once accepted */
            current_step: string | null;
            completed_steps: number;
            total_steps: number;
            /** Format: date-time */
            sent_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            accepted_at: string | null;
        };
        PlanMembership: {
            owner_id: string;
            owner_name: string;
            plan_name: string;
            /** @description Form 5500-EZ line 1b */
            plan_number: string;
            plan_ein: string;
            /** @description The no-fee joinder invoice (joinPlan only) */
            invoice_id?: string;
        };
        /**
         * @description amount US dollars ('Loan amount is required', 'Loan amount must be at least $1,000.00', 'Loan amount cannot be more
         *     than <limit>'); purpose general or principal_residence ('Loan purpose is required'); term_months whole months, at
         *     most 60 unless for a principal residence (360); frequency monthly or quarterly ('Payments must be monthly or
         *     quarterly'; quarterly terms a whole number of quarters).
         */
        LoanApplication: {
            amount?: number | null;
            purpose?: string | null;
            term_months?: number | null;
            frequency?: string | null;
        };
        LoanTerms: {
            /** @description plan_loan of the plan (own */
            allowed: boolean;
            /** @enum {unknown} */
            rate_type: "fixed" | "primePlus";
            plan_rate: number;
            /** @description The configured prime rate (PRIME_RATE_PERCENT) */
            prime_rate: number;
            annual_rate: number;
            annual_rate_bps: number;
            /** @description The user's plan value (assets) */
            vested_balance: number;
            outstanding_balance: number;
            highest_balance_12_months: number;
            /** @description The lesser of 50% of the vested balance and $50,000 less the highest outstanding balance of the last 12 months, less what is outstanding today (no $10,000 floor; decision 0278) */
            max_amount: number;
            min_amount: number;
            max_term_months: {
                [key: string]: number;
            };
        };
        Loan: {
            id: string;
            /** @enum {unknown} */
            status: "pending_signature" | "active" | "paid_off" | "deemed_distribution" | "offset";
            amount: number;
            /** @enum {unknown} */
            purpose: "general" | "principal_residence";
            term_months: number;
            /** @enum {unknown} */
            frequency: "monthly" | "quarterly";
            annual_rate: number;
            /** Format: date */
            start_date: string;
            payments_count: number;
            level_payment: number;
            total_interest: number;
            total_payments: number;
            /** Format: date */
            first_due_date: string;
            /** Format: date */
            last_due_date: string;
            paid_total: number;
            outstanding_balance: number;
            /** @description Principal outstanding today */
            outstanding_balance_cents: number;
            /** @description Interest accrued since the last repayment to today and not paid (Actual/Actual on the payment periods */
            accrued_interest_cents: number;
            /** @description What pays the loan off today */
            payoff_amount_cents: number;
            /** @description The level payment of the schedule as it stands; lower than level_payment after a prepayment */
            current_payment_cents: number;
            /**
             * Format: date
             * @description Day of the last prepayment after which the rest was re-amortised over the remaining term
             */
            reamortised_on: string | null;
            /** @description The deemed distribution of a loan whose missed payment was not made up by the end of its cure period (Treas. Reg. 1.72(p)-1 Q&A-10; decision 0279). Reported on the Form 1099-R of tax_year with code L; later repayments do not undo it. Null when none. */
            deemed_distribution: null | {
                /**
                 * Format: date
                 * @description The last day of the cure period
                 */
                date: string;
                tax_year: number;
                /** @description Outstanding principal plus accrued interest on date (1099-R boxes 1 and 2a) */
                amount_cents: number;
                principal_cents: number;
                accrued_interest_cents: number;
                missed_payment_number: number;
                /** @enum {unknown} */
                distribution_code: "L";
            };
            /** @description The offset on separation from service (decision 0301), or null. */
            offset: null | {
                /** Format: date */
                separated_on: string;
                /**
                 * Format: date
                 * @description The day of the offset
                 */
                date: string;
                /** @description Principal and accrued interest taken from the account (1099-R boxes 1 and 2a) */
                amount_cents: number;
                /** @description A qualified plan loan offset (within 12 months of the separation) */
                qualified: boolean;
                /**
                 * Format: date
                 * @description October 15 of the next year: a qualified offset may be rolled over until then
                 */
                rollover_deadline: string;
                message: string;
            };
            next_payment: null | {
                number: number;
                /** Format: date */
                due_date: string;
                amount: number;
            };
            missed_payment: null | {
                number: number;
                due_date: string;
                cure_deadline: string;
                /** @enum {unknown} */
                state: "curable" | "deemed_distribution";
            };
            repayments: {
                id: string;
                amount: number;
                /** Format: date */
                paid_on: string;
            }[];
            /** @description The signed note in the library */
            document_id: string | null;
            signer_name: string | null;
            /** Format: date-time */
            signed_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        DistributionSettings: {
            /** @description The open required minimum distributions on the server's day (decision 0286): last year's when it was the first distribution year (the year the participant attains 73, or 75 when born in 1960 or later) until its April 1 due date, then this year's (due December 31, or April 1 of next year in the first year). Empty before the first distribution year or without a date of birth. The amount is the prior year-end balance (the plan's value from the owner's assets) divided by the Uniform Lifetime Table's period, rounded up to the cent; null when no balance is known (no assets recorded, or a participant in someone else's plan). */
            required_minimum_distributions: {
                year: number;
                age_attained: number;
                /** @description Uniform Lifetime Table, e.g. 26.5 */
                distribution_period: number;
                prior_year_end_balance_cents: number | null;
                amount_cents: number | null;
                /** Format: date */
                due_date: string;
                first_year: boolean;
            }[];
            /** @description The user's eligible rollover distributions (normal, separation, in-service) requested, approved or paid this calendar year, in cents (decision 0285): with the new request's amount under $200 in all, no withholding is required and 0-100% may be elected (Treas. Reg. 31.3405(c)-1 Q&A-14). */
            eligible_rollover_cents_this_year: number;
            in_service_allowed: boolean;
            spouse_consent_required: boolean;
            married: boolean;
            payout_account: {
                /** @description Masked to its last four, e.g. ••••6789 */
                account_number: string;
                bank_name: string | null;
            } | null;
        };
        RothConversionInput: {
            /** @description after_tax, pre_tax, profit_sharing or employer_match */
            account: string;
            /** @description The amount to convert */
            amount_cents: number;
        };
        RothConversion: {
            id: string;
            /** @enum {string} */
            account: "after_tax" | "pre_tax" | "profit_sharing" | "employer_match";
            /** @description Form 1099-R box 1 */
            amount_cents: number;
            /** @description The after-tax basis it carried (box 5): not taxed again */
            basis_cents: number;
            /** @description Box 2a: taxable in the year converted */
            taxable_cents: number;
            /** @description What the account held just before */
            account_balance_cents: number;
            /** Format: date */
            converted_on: string;
            /**
             * Format: date
             * @description Last day of the 5-taxable-year period of IRC 402A(c)(4)(D): the taxable part taken out before then owes the 10% additional tax
             */
            recapture_ends_on: string;
            /** Format: date-time */
            created_at: string;
        };
        TaxAccountFigures: {
            balance_cents: number;
            /** @description Investment in the contract not yet recovered (taxed already) */
            basis_cents: number;
            /** @description The balance above the basis (taxable unless a qualified Roth distribution) */
            earnings_cents: number;
        };
        RothConversions: {
            /** @description The plan allows in-plan Roth conversions (plan_roth and plan_roth_roll) */
            allowed: boolean;
            conversions: components["schemas"]["RothConversion"][];
            roth: components["schemas"]["TaxAccountFigures"] & {
                /** @description Roth deferrals deposited */
                deferral_cents: number;
                /** @description Roth employer contributions deposited (decision 0332) */
                employer_cents: number;
                /** @description Converted in plan */
                conversion_cents: number;
                /** @description First taxable year of the designated Roth account (box 11): starts the 5-taxable-year period of IRC 402A(d)(2)(B) */
                first_year: number | null;
            };
            after_tax: components["schemas"]["TaxAccountFigures"];
            pre_tax_cents: number;
            rolled_in_roth_cents: number;
            convertible: {
                /** @enum {string} */
                account: "after_tax" | "pre_tax" | "profit_sharing" | "employer_match";
                available_cents: number;
            }[];
        };
        Distribution: {
            id: string;
            user_id: string;
            /** @description The flow's first-stage choice; hardship triggers the hardship rules */
            kind: string;
            description: string;
            /** @description US dollars */
            amount: number | null;
            sources: string[];
            /** @enum {string|null} */
            payment_method: "bank" | "check" | "direct_rollover_plan" | "direct_rollover_ira" | null;
            withholding_percent: number | null;
            /** @description US dollars withheld for federal income tax */
            withheld_amount: number | null;
            /** @description US dollars paid out */
            net_amount: number | null;
            hardship_reason: string | null;
            need_amount: number | null;
            spouse_consent: boolean;
            document_id: string | null;
            /** @description Whether a signature was given (the signature itself is never returned) */
            signed: boolean;
            /** @enum {unknown} */
            status: "requested" | "approved" | "paid" | "rejected";
            /** @description The reason of a rejection */
            status_reason: string | null;
            history: {
                status: string;
                reason: string | null;
                amount: number | null;
                /** Format: date-time */
                at: string;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description A SECURE 2.0 withdrawal (decision 0336): the participant certified its conditions */
            self_certified: boolean;
            /**
             * Format: date
             * @description The day of the abuse (domestic_abuse) or of the birth or adoption (birth_adoption)
             */
            event_date: string | null;
            /** @description The child of a birth or adoption distribution */
            child_name: string | null;
            /** @description Repaid into the plan so far (SECURE 2.0 withdrawals; 0 otherwise) */
            repaid_cents: number;
            /**
             * Format: date
             * @description The last day to repay: three years after the day paid (IRC 72(t)(2)(H)(v), (I)(v), (K)(iv)); null while not paid or not repayable
             */
            repayable_until: string | null;
            repayments: {
                id: string;
                amount_cents: number;
                /** Format: date */
                repaid_on: string;
            }[];
        };
        DistributionRepaymentInput: {
            /** @description The amount repaid into the plan */
            amount_cents: number;
        };
        /**
         * @description Rules (field-keyed 400): kind required ('Distribution type is required'); amount optional, positive, 2 decimals;
         *     signature a base64 PNG data URL ('Signature must be png'); for kind hardship, description ('Description is
         *     required'), signature ('Signature is required') and document_id ('Supporting document is required') are required,
         *     and document_id must be one of the user's documents ('Document not found').
         *     Decision 0161 adds: amount required; sources (Deferral Pre-Tax ... keys) at least one; payment_method bank or
         *     check; withholding_percent per kind (at least 20 on an eligible rollover distribution, 10 by default and 0-100
         *     on hardship and RMD); kind available by age (59½ for normal and in-service, RMD age) from the personal details;
         *     hardship needs hardship_reason (safe-harbour list) and need_amount, and amount at most the need grossed up for
         *     the taxes; spouse_consent true for a married participant.
         *     Decision 0285: an eligible rollover distribution with the year's others under $200 may have 0-100.
         *     Decision 0287: payment_method direct_rollover_plan (to another employer plan) or direct_rollover_ira (to an
         *     IRA, Roth money to a Roth IRA) for normal, separation and in-service only ('Only a normal, separation or
         *     in-service distribution can be rolled over directly'), with withholding_percent 0 ('A direct rollover has no
         *     withholding: enter 0%'); its 1099-R has code G (H or BG for the Roth part) and box 2a 0.
         *     Decision 0336 (SECURE 2.0 withdrawals): kinds emergency_expense (the lesser of $1,000 and the vested balance above
         *     $1,000; one a calendar year, none in the 3 years after an unrepaid one), domestic_abuse (event_date within the
         *     past year; the lesser of the year's dollar limit and half the vested balance, less earlier ones; no spouse
         *     consent) and birth_adoption (event_date and child_name; $5,000 per child) need self_certified true; 10%
         *     withholding by default, 0-100 electable; Form 1099-R code 2 under 59½. The limits are checked against the plan's
         *     records under the lock on the user.
         */
        DistributionRequest: {
            kind?: string;
            description?: string;
            amount?: number | null;
            sources?: string[];
            payment_method?: string | null;
            withholding_percent?: number | null;
            hardship_reason?: string | null;
            need_amount?: number | null;
            spouse_consent?: boolean;
            document_id?: string | null;
            signature?: string | null;
            /** @description SECURE 2.0 withdrawals (decision 0336): the participant certifies the conditions ("Certify that you meet the conditions of this distribution") */
            self_certified?: boolean;
            /** @description YYYY-MM-DD: the abuse (domestic_abuse) or the birth or adoption (birth_adoption), within the past year */
            event_date?: string | null;
            /** @description The child (birth_adoption): $5,000 per child */
            child_name?: string | null;
        };
        DistributionStatusChange: {
            status: string;
            reason?: string | null;
        };
        Contribution: {
            id: string;
            user_id: string;
            /** @description One of the six contribution types (Deferral Pre-Tax ... Employer Match) */
            source: string;
            /** @description US dollars */
            amount: number;
            /** Format: date */
            deposit_date: string;
            tax_year: number;
            /** @description Receipt or bank reference */
            reference: string | null;
            /** @description Designated Roth: an employer contribution (Profit Sharing, Employer Match) held in the Roth account and taxable in the year deposited (SECURE 2.0 section 604, Notice 2024-2; decision 0332) */
            roth: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description Rules (field-keyed 400, src/domain/contributions/contribution-entry.ts): source required, one of the six types;
         *     amount required, greater than 0, 2 decimals, at most 100,000,000; deposit_date a date not in the future;
         *     tax_year the deposit's year or the year before; reference at most 200 characters; roth (default false) true
         *     only for Profit Sharing or Employer Match in a plan whose plan details allow Roth employer contributions
         *     ('Only Profit Sharing and Employer Match can be designated Roth', 'The plan does not allow Roth employer
         *     contributions; allow them in the plan details first').
         */
        ContributionInput: {
            source?: string | null;
            amount?: number | string | null;
            deposit_date?: string | null;
            tax_year?: number | string | null;
            reference?: string | null;
            roth?: boolean | string | number | null;
        };
        ContributionPatch: components["schemas"]["ContributionInput"];
        /** @description A limit exceeded or a deadline missed; a warning, never a refusal (decisions 0120, 0280-0283). deferrals 402(g); compensation deferrals above pay (414(v)(2)(A)(ii)); annualAdditions 415(c) or 100% of pay; deduction employer contributions above the 404(a)(3) limit (the message names the deductible amount and the 10% excise of 4972); rothCatchUp a catch-up that must be Roth (414(v)(7)); depositDeadline a deposit counted for the year before after the business's return due date with extensions (404(a)(6), moved by 7503); limitsNotPublished a year whose IRS limits are not yet published ("Limits for YEAR are not yet published"). */
        ContributionWarning: {
            /** @enum {unknown} */
            limit: "deferrals" | "compensation" | "annualAdditions" | "deduction" | "rothCatchUp" | "depositDeadline" | "limitsNotPublished";
            /** @description US dollars over the limit (0 for depositDeadline and limitsNotPublished) */
            excess: number;
            message: string;
            /** @description depositDeadline only; the tax year the deposit may count for instead */
            suggested_tax_year?: number;
            /** @description depositDeadline only; the late entry (PATCH it with the suggested tax_year) */
            contribution_id?: string;
            /** @description deferrals (decision 0299), annualAdditions and compensation (decision 0300): whether the excess was corrected (then the message says so) */
            corrected?: boolean;
            /** @description The excess a correction can take out of this plan, cents: deferrals by a corrective distribution (0299); annualAdditions and compensation under EPCRS (0300) */
            correctable_cents?: number;
            /**
             * Format: date
             * @description deferrals: April 15 of the next year; annualAdditions and compensation: December 31 of the third year after (the end of self-correction)
             */
            correction_deadline?: string;
        };
        ContributionWithWarnings: {
            contribution: components["schemas"]["Contribution"];
            warnings: components["schemas"]["ContributionWarning"][];
        };
        ContributionEvent: {
            /** @enum {unknown} */
            action: "create" | "edit" | "remove";
            /** @description The signed-in user who made the change (support in admin mode) */
            agent_id: string;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            at: string;
        };
        ContributionLimitUse: {
            limit: number;
            used: number;
            remaining: number;
            excess: number;
        };
        ContributionSummary: {
            tax_year: number;
            /** @description Age on December 31 of the tax year from the saved date of birth */
            age: number | null;
            /** @description Null for a year the limits table has no row for (then warnings holds limitsNotPublished) */
            limits: {
                deferral?: number;
                /** @description The catch-up of the participant's age */
                catch_up?: number;
                annual_additions?: number;
                compensation_cap?: number;
            } | null;
            other_employer_deferrals: number;
            compensation: number | null;
            /** @description FICA wages from the plan's sponsor in the year before, cents (414(v)(7)); null when not given */
            prior_year_fica_wages_cents: number | null;
            sources: {
                source: string;
                total: number;
                /** @description Largest deposit without a warning; null where no limit applies (rollovers) */
                room: number | null;
            }[];
            usage: {
                deferrals?: components["schemas"]["ContributionLimitUse"];
                catch_up?: components["schemas"]["ContributionLimitUse"];
                annual_additions?: components["schemas"]["ContributionLimitUse"];
            } | null;
            warnings: components["schemas"]["ContributionWarning"][];
            /** @description The corrective distribution of the year's excess deferrals that stands (not rejected; decision 0299), or null */
            excess_deferral_correction?: null | components["schemas"]["ExcessDeferralCorrection"];
            /** @description The correction of the year's excess annual additions that stands (its distribution, if any, not rejected; decision 0300), or null */
            excess_annual_additions_correction?: null | components["schemas"]["ExcessAnnualAdditionsCorrection"];
            /** @description Employer contributions of the year before held in the plan's unallocated account by a correction of excess annual additions, counted as this year's (decision 0300) */
            held_from_prior_year_cents?: number;
            /** @description Roth employer contributions (decision 0332) */
            roth_employer?: {
                /** @description Whether the plan's details allow them */
                allowed: boolean;
                /** @description Designated Roth employer deposits made in the calendar year tax_year: the participant's taxable income of that year, reported on Form 1099-R code G */
                allocated_cents: number;
            };
        };
        ExcessAnnualAdditionsCorrection: {
            tax_year: number;
            /** @description The excess annual additions corrected */
            excess_cents: number;
            /** @description After-tax contributions and elective deferrals returned by the distribution */
            returned_cents: number;
            /** @description Income allocable to them */
            earnings_cents: number;
            /** @description What the distribution pays (0 when nothing is returned) */
            amount_cents: number;
            /** @description Employer contributions held in the plan's unallocated account for the next year */
            held_cents: number;
            distribution_id: string | null;
            /** @enum {string|null} */
            status: "requested" | "approved" | "paid" | null;
            /** Format: date */
            requested_on: string;
            /**
             * Format: date
             * @description December 31 of the third year after the tax year
             */
            deadline: string;
        };
        ExcessAnnualAdditionsCorrectionInput: {
            /** @description The year whose annual additions were over the 415(c) limit or pay */
            tax_year: number;
            /** @description Income allocable to the contributions returned, whole cents, negative for a loss (which must be less than them); ignored when only employer money is over ('Earnings must be a whole number of cents', 'A loss must be less than the excess of $1,000.00') */
            earnings_cents?: number | null;
            /** @description Federal income tax withheld, 10 when not given (a whole percent, 0-100: not an eligible rollover distribution) */
            withholding_percent?: number | null;
        };
        ExcessAnnualAdditionsCorrectionResult: {
            /** @description The distribution that returns the contributions; null when only employer money was over */
            distribution: null | components["schemas"]["Distribution"];
            summary: components["schemas"]["ContributionSummary"];
        };
        ExcessDeferralCorrection: {
            distribution_id: string;
            tax_year: number;
            excess_cents: number;
            earnings_cents: number;
            amount_cents: number;
            /** @enum {unknown} */
            status: "requested" | "approved" | "paid";
            /** Format: date */
            requested_on: string;
            /**
             * Format: date
             * @description April 15 of the next year
             */
            deadline: string;
        };
        ExcessDeferralCorrectionInput: {
            /** @description The year whose deferrals were over the 402(g) limit */
            tax_year: number;
            /** @description Income allocable to the excess in whole cents, negative for a loss, which reduces the distribution (Treas. Reg. 1.402(g)-1(e)(5)); a loss must be less than the excess ('Earnings must be a whole number of cents', 'A loss must be less than the excess of $1,000.00') */
            earnings_cents: number | null;
            /** @description Federal income tax withheld, 10 when not given (a whole percent, 0-100, under the withholding rule of a distribution that is not an eligible rollover distribution) */
            withholding_percent?: number | null;
        };
        ExcessDeferralCorrectionResult: {
            distribution: components["schemas"]["Distribution"];
            summary: components["schemas"]["ContributionSummary"];
        };
        Form5500EzStatus: {
            year_end_values: components["schemas"]["YearEndValuesCheck"];
            /** @description The calendar year the plan year begins in (decision 0230) */
            plan_year: number;
            /** Format: date */
            plan_year_start: string;
            /**
             * Format: date
             * @description The employer's tax year end from the employer details (December 31 unless fiscalBased)
             */
            plan_year_end: string;
            /** @description US dollars: the plan's total assets on the last day of the plan year - every participant's account (the assets area's valuations) and the participant loans outstanding (decision 0275) */
            plan_assets: number;
            /** @description The same total in cents */
            plan_assets_cents: number;
            /** @description The participants' accounts on the last day (the owner and everyone who had joined by then, a spouse included) */
            participant_accounts_cents: number;
            /** @description Outstanding principal of participant loans on the last day */
            participant_loans_cents: number;
            /** @description Participants at the end of the plan year (the accounts counted) */
            participants: number;
            other_plans_assets: number;
            other_plans_assets_cents: number;
            /** @description plan_assets_cents + other_plans_assets_cents: what the $250,000 test is on */
            all_plans_assets_cents: number;
            final_plan_year: boolean;
            required: boolean;
            /** @enum {unknown} */
            reason: "assets" | "finalYear" | "none";
            /**
             * Format: date
             * @description The due day: the last day of the seventh month after the plan year ends, moved to the next business day when it is a Saturday, Sunday or legal holiday (IRC 7503; decision 0274)
             */
            due_date: string;
            /**
             * Format: date
             * @description The last day of the seventh month after the plan year ends
             */
            statutory_due_date: string;
            /** @description Why the due day moved, e.g. 'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)'; null when it did not */
            due_date_note: string | null;
            /**
             * Format: date
             * @description The due day Form 5558 extends to (the 15th day of the tenth month after the plan year ends
             */
            extended_due_date: string;
            /** Format: date */
            statutory_extended_due_date: string;
            extended_due_date_note: string | null;
            extension: {
                filed: boolean;
                /** Format: date */
                filed_on: string | null;
            };
            /**
             * Format: date
             * @description The due day in force (extended_due_date once a Form 5558 is recorded
             */
            filing_deadline: string;
            reminders: {
                days_before: number;
                /** Format: date */
                date: string;
            }[];
            filing: {
                filed: boolean;
                /** Format: date */
                filed_on: string | null;
                /** @enum {string|null} */
                method: "efast2" | "paper" | null;
                confirmation: string | null;
            };
            document: components["schemas"]["Form5500EzDocument"] | null;
            /** @description Required */
            past_due: boolean;
            days_late: number;
            /** @description US dollars - IRC 6652(e): $250 a day up to $150,000 for returns due after 2019, $25 a day up to $15,000 before (decision 0275) */
            max_penalty: number;
            max_penalty_cents: number;
            /** @description The penalty rate of this return: 25000 (due after 2019) or 2500 (due before 2020) */
            penalty_per_day_cents: number;
            /** @description The penalty cap of this return: 15000000 or 1500000 */
            penalty_cap_cents: number;
            /** @description Only when trust account statements were imported for the plan year (decision 0333) - whether they reconcile with the ledger, and the months that do not, named in the message. */
            statements?: {
                reconciled: boolean;
                unreconciled_months: number[];
                /** @description e.g. 'The trust account does not reconcile for March and April 2026: review the statements before preparing the 5500-EZ' */
                message: string | null;
            };
        };
        TaxForms: {
            tax_year: number;
            forms_1099r: {
                distribution_id: string;
                /** Format: date */
                paid_on: string;
                kind: string;
                /** @description Box 1 */
                gross: number;
                /** @description Box 2a; null when not determined (a nonqualified Roth part */
                taxable: number | null;
                /** @description Box 4 */
                federal_withheld: number;
                /** @description Box 7 (1 */
                distribution_code: string;
                /** @description The form reports the designated Roth part */
                designated_roth: boolean;
                /** @description Box 1 in cents */
                gross_cents: number;
                /** @description Box 2a in cents */
                taxable_cents: number | null;
                /** @description Box 4 in cents */
                federal_withheld_cents: number;
                /** @description Box 11 */
                first_roth_year: number | null;
                /** @description Box 5: after-tax or designated Roth basis recovered (an in-plan Roth conversion's after-tax basis, decision 0335); null when none is reported */
                basis_cents: number | null;
            }[];
            form_1099r_required: boolean;
            /** Format: date */
            recipient_due_date: string;
            /** Format: date */
            irs_paper_due_date: string;
            /** Format: date */
            irs_electronic_due_date: string;
            form_945_required: boolean;
            /** @description Every federal income tax withheld on the year's paid distributions */
            total_withheld: number;
            total_withheld_cents: number;
            /** Format: date */
            form_945_due_date: string;
            /** Format: date */
            form_945_deposits_on_time_due_date: string;
            /** @description Why a due date moved to the next business day (IRC 7503; decision 0274), e.g. 'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503)'; the dates above are the business days */
            due_date_notes: string[];
        };
        Form5500EzDocument: {
            document_id: string;
            version_id: string;
            name: string;
            download_path: string;
        };
        Form5500EzFiling: {
            filed: boolean | string | null;
            filed_on?: string | null;
            method?: string | null;
            confirmation?: string | number | null;
        };
        Form5558Extension: {
            filed: boolean | string | null;
            filed_on?: string | null;
        };
        Form5500EzFacts: {
            other_plans_assets?: number | string | null;
            final_plan_year?: boolean | string | null;
        };
        /** @description other_employer_deferrals at least 0 (default 0); compensation at least 0, or null when not known; prior_year_fica_wages_cents whole cents at least 0, or null when not known (left out: the saved value stays). */
        ContributionYearInput: {
            other_employer_deferrals?: number | null;
            compensation?: number | null;
            /** @description FICA wages from the plan's sponsor in the year before (W-2 box 3), cents */
            prior_year_fica_wages_cents?: number | null;
        };
        Beneficiary: {
            /** @description primary or contingent */
            group: string;
            name: string;
            /** @description spouse */
            relationship: string;
            /** @description YYYY-MM-DD */
            date_of_birth: string;
            /** @description Percent above 0 and at most 100 with up to two decimals */
            share: number;
        };
        /**
         * @description Rules (src/domain/beneficiaries, field-keyed 400): per beneficiary `beneficiaries[i].group|name|relationship|
         *     date_of_birth|share`; for the whole, `primary` ('Name at least one primary beneficiary', or the primary total),
         *     `contingent` (its total) and `relationship` ('Only one beneficiary can be your spouse').
         */
        BeneficiaryDesignationInput: {
            beneficiaries: {
                group?: string;
                name?: string;
                relationship?: string;
                date_of_birth?: string;
                share?: number;
            }[];
        };
        BeneficiaryDesignation: {
            id: string;
            /** @enum {unknown} */
            status: "awaiting_consent" | "in_force" | "superseded" | "withdrawn";
            beneficiaries: components["schemas"]["Beneficiary"][];
            married: boolean;
            needs_consent: boolean;
            /** @description The spouse's consent (the signature itself is never sent back) */
            consent: {
                spouse_name: string;
                /** Format: date-time */
                signed_at: string;
            } | null;
            /** @description The library document the designation is filed as once in force */
            document_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            in_force_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
        };
        BeneficiaryOverview: {
            married: boolean;
            spouse_name: string | null;
            in_force: components["schemas"]["BeneficiaryDesignation"] | null;
            awaiting_consent: components["schemas"]["BeneficiaryDesignation"] | null;
            /** @description Newest first */
            history: components["schemas"]["BeneficiaryDesignation"][];
        };
        /** @description spouse_name required ("Spouse's full name is required"); spouse_signature a base64 PNG data URL ("Spouse's consent signature is required", "Spouse's consent signature must be png"). */
        SpousalConsentInput: {
            spouse_name?: string | null;
            spouse_signature?: string | null;
        };
        /**
         * @description Rules (src/domain/rollovers, field-keyed 400): source_kind 401k, 403b or traditional_ira; provider required;
         *     amount above 0 with 2 decimals; roth_amount 0 from a traditional IRA, at most the amount, and only when the plan
         *     accepts Roth rollovers (plan_roth_roll); method direct or indirect; distribution_date (indirect) not in the
         *     future and at most 60 days ago.
         */
        RolloverRequest: {
            source_kind?: string;
            provider?: string;
            amount?: number | null;
            roth_amount?: number | null;
            method?: string;
            distribution_date?: string | null;
        };
        /** @description administrator_name required; signature a base64 PNG data URL ('Signature must be png'). */
        RolloverLetterInput: {
            administrator_name?: string | null;
            administrator_title?: string | null;
            signature?: string | null;
        };
        RolloverStatusChange: {
            status: string;
            amount?: number | null;
            received_date?: string | null;
        };
        Rollover: {
            id: string;
            /** @enum {unknown} */
            source_kind: "401k" | "403b" | "traditional_ira";
            provider: string;
            /** @description US dollars (approximate) */
            amount: number;
            pre_tax_amount: number;
            roth_amount: number;
            /** @enum {unknown} */
            method: "direct" | "indirect";
            /** Format: date */
            distribution_date: string | null;
            /** @enum {unknown} */
            status: "requested" | "letter_sent" | "funds_expected" | "received";
            statement_document_id: string | null;
            letter_document_id: string | null;
            received_amount: number | null;
            /** Format: date */
            received_date: string | null;
            /** @description The ledger entry (Roll Overs) of the received money */
            contribution_id: string | null;
            /** @description Oldest first */
            history: {
                /** @enum {unknown} */
                status: "requested" | "letter_sent" | "funds_expected" | "received";
                amount: number | null;
                on_date: string | null;
                /** Format: date-time */
                at: string;
            }[];
            /** Format: date-time */
            created_at: string;
        };
        StatementUpload: {
            /**
             * Format: binary
             * @description A CSV or OFX/QFX statement of the trust account
             */
            file: string;
        };
        /**
         * @description What a transaction is (decision 0333): contribution (with source and tax_year), rollover_in, loan_disbursement,
         *     loan_repayment, investment_income, asset_purchase, asset_sale, fee, transfer, distribution.
         * @enum {unknown}
         */
        StatementKind: "contribution" | "rollover_in" | "loan_disbursement" | "loan_repayment" | "investment_income" | "asset_purchase" | "asset_sale" | "fee" | "transfer" | "distribution";
        StatementImport: {
            id: string;
            file_name: string;
            /** @enum {unknown} */
            format: "csv" | "ofx";
            /** @description The last four characters of the statement's account number (never stored whole) */
            account_last4: string | null;
            /**
             * Format: date
             * @description The first day the statement covers
             */
            period_start: string;
            /**
             * Format: date
             * @description The last day the statement covers
             */
            period_end: string;
            /** @description The balance before the first day */
            opening_balance_cents: number;
            /** @description The balance after the last day (checked against the opening balance plus the transactions) */
            closing_balance_cents: number;
            /** @description Transactions this import added (those already imported from another file are not counted) */
            transaction_count: number;
            /** Format: date-time */
            imported_at: string;
        };
        StatementImportResult: {
            import: components["schemas"]["StatementImport"];
            /** @description Transactions added */
            added: number;
            /** @description Transactions of the file already imported from another file */
            skipped: number;
            /** @description true when this very file was imported before (nothing added) */
            duplicate: boolean;
        };
        /**
         * @description The ledger entry of a classified transaction. status none (a kind without a ledger entry: counted in the
         *     reconciliation as classified), matched (an existing entry of the same amount within 5 days), created (entered
         *     from this transaction), unmatched (no entry yet: classify it again to create a contribution, or record the loan
         *     repayment), mismatch (the linked entry's amount differs from the transaction's).
         */
        StatementLedgerLink: {
            /** @enum {unknown} */
            status: "none" | "matched" | "created" | "unmatched" | "mismatch";
            /** @enum {unknown} */
            type: "contribution" | "loan_repayment" | "asset_transaction" | "distribution" | null;
            id: string | null;
            /** @description The entry's amount (positive) */
            amount_cents: number | null;
            /** @description Why it is flagged */
            message: string | null;
        };
        StatementTransaction: {
            id: string;
            import_id: string;
            /** Format: date */
            posted_on: string;
            description: string;
            /** @description US dollars; positive money in */
            amount: number;
            /** @description The same in cents */
            amount_cents: number;
            kind: components["schemas"]["StatementKind"] | null;
            /** @description The kind in words (Contribution */
            kind_label: string | null;
            /** @description A contribution's source */
            source: string | null;
            /** @description A contribution's tax year */
            tax_year: number | null;
            /** @description The loan of a loan repayment or disbursement */
            loan_id: string | null;
            /** @enum {unknown} */
            classified_by: "owner" | "rule" | "built_in" | null;
            rule_id: string | null;
            ledger: components["schemas"]["StatementLedgerLink"];
        };
        StatementTransactionPage: {
            items: components["schemas"]["StatementTransaction"][];
            next_cursor: string | null;
        };
        /**
         * @description Rules (field-keyed 400, src/domain/statements): kind one of StatementKind or null (clears the class);
         *     a contribution needs source (one of the six contribution types; money in only) and tax_year (the year of the
         *     posted day or the year before); a loan repayment or disbursement may name loan_id (one of the user's loans);
         *     save_rule true saves a rule matching rule_text (default the description; 3 to 100 characters).
         */
        StatementClassification: {
            kind: components["schemas"]["StatementKind"] | null;
            source?: string | null;
            tax_year?: number | null;
            loan_id?: string | null;
            save_rule?: boolean;
            rule_text?: string | null;
        };
        StatementRule: {
            id: string;
            /** @description Text the description contains (case-insensitive) */
            contains: string;
            kind: components["schemas"]["StatementKind"];
            source: string | null;
            /** Format: date-time */
            created_at: string;
        };
        StatementBuiltInRule: {
            contains: string;
            kind: components["schemas"]["StatementKind"];
            source: string | null;
        };
        StatementRules: {
            rules: components["schemas"]["StatementRule"][];
            built_in: components["schemas"]["StatementBuiltInRule"][];
        };
        /** @description Rules (field-keyed 400): contains 3 to 100 characters; kind one of StatementKind; a contribution needs source (one of the six types). */
        StatementRuleInput: {
            contains: string;
            kind: string;
            source?: string | null;
        };
        StatementDifference: {
            /** @description null for a gap between statements or a missing statement */
            transaction_id: string | null;
            /** Format: date */
            posted_on: string;
            description: string;
            /** @description The statement's side (signed) */
            amount_cents: number;
            /** @description The ledger's side (signed) */
            ledger_cents: number;
            reason: string;
        };
        StatementReconciliationPeriod: {
            /** @description 1-12; null for the whole year */
            month: number | null;
            /** @description Whether imported statements cover the whole period */
            covered: boolean;
            /** @description The statement balance carried into the period (what the statements before come to) */
            opening_cents: number;
            money_in_cents: number;
            /** @description Positive */
            money_out_cents: number;
            /** @description The statement balance at the period's end: opening + in - out, plus any gap where a statement's own opening balance takes over */
            closing_cents: number;
            /** @description The ledger's record of the money in (matched entries */
            ledger_in_cents: number;
            ledger_out_cents: number;
            /** @description (closing - opening) - (ledger in - ledger out) */
            difference_cents: number;
            reconciled: boolean;
            differences: components["schemas"]["StatementDifference"][];
        };
        StatementReconciliation: {
            year: number;
            /** @description Whether any statement covers a day of the year */
            imported: boolean;
            /** @description Every month of the year covered and without a difference */
            reconciled: boolean;
            /** @description The months (1-12) not reconciled */
            unreconciled_months: number[];
            months: components["schemas"]["StatementReconciliationPeriod"][];
            year_total: components["schemas"]["StatementReconciliationPeriod"];
        };
        PlanAmendments: {
            /** @description Whether the user owns a plan (only the owner has tasks and signs) */
            plan_owner: boolean;
            tasks: components["schemas"]["PlanAmendmentTask"][];
        };
        PlanAmendmentTask: {
            /** @enum {unknown} */
            document: "secure-2-0-interim-amendment" | "cycle-4-restatement";
            /** @enum {unknown} */
            kind: "amendment" | "restatement";
            title: string;
            /** @description What the document contains */
            contains: string;
            /** @description The first day it can be signed (the restatement window's expected opening) */
            opens_on: string | null;
            /** @description YYYY-MM-DD */
            deadline: string;
            /** @description The window's dates are the IRS's expectation */
            deadline_expected: boolean;
            /** @enum {unknown} */
            state: "due" | "due_soon" | "overdue" | "signed" | "satisfied" | "upcoming";
            /** @description Days from today to the deadline (negative once passed) */
            days_left: number;
            /** @description The document whose signature satisfied it */
            satisfied_by: string | null;
            signature: null | components["schemas"]["PlanAmendmentSignature"];
        };
        PlanAmendmentSignature: {
            signed_on: string;
            signer_name: string;
            signer_title: string;
            /** @description The signed PDF in the library (null once removed from it) */
            library_document_id: string | null;
            /** @description Its folder in the library */
            library_folder_id: string | null;
            file_name: string;
            /** @description The signed-URL call for the signed PDF */
            download_path: string | null;
        };
        PlanAmendmentPreview: {
            file_name: string;
            pdf_base64: string;
        };
        PlanTermination: {
            /** @enum {unknown} */
            status: "not_started" | "terminating" | "terminated";
            /**
             * @description The caller is the plan owner or a participant who joined the plan
             * @enum {unknown}
             */
            role: "owner" | "participant";
            resolution: {
                /** Format: date */
                termination_date: string;
                /** Format: date */
                resolution_date: string;
                signer_name: string;
                signer_title: string;
                /** Format: date-time */
                signed_at: string;
                /** @description The filed resolution in the owner's library */
                document_id: string;
            } | null;
            checklist: {
                steps_left: number;
                /**
                 * Format: date
                 * @description 12 months after the termination date (Rev. Rul. 89-87)
                 */
                distribution_deadline: string;
                accounts: {
                    /** @enum {unknown} */
                    participant: "you" | "participant";
                    name: string;
                    balance_cents: number;
                }[];
                loans: {
                    id: string;
                    /** @enum {unknown} */
                    participant: "you" | "participant";
                    name: string;
                    outstanding_cents: number;
                }[];
                final_return: {
                    plan_year: number;
                    required: boolean;
                    filed: boolean;
                    /** Format: date */
                    filed_on: string | null;
                };
            } | null;
        };
        OpeningBalancesInput: {
            /** @description The takeover date (YYYY-MM-DD) */
            as_of?: string;
            pre_tax_cents?: number;
            roth_cents?: number;
            profit_sharing_cents?: number;
            rollover_cents?: number;
            after_tax_cents?: number;
            employer_match_cents?: number;
            roth_basis_cents?: number;
            roth_first_year?: number | null;
            after_tax_basis_cents?: number;
        };
        OpeningBalances: {
            id: string;
            as_of: string;
            pre_tax_cents: number;
            roth_cents: number;
            profit_sharing_cents: number;
            rollover_cents: number;
            after_tax_cents: number;
            employer_match_cents: number;
            roth_basis_cents: number;
            roth_first_year: number | null;
            after_tax_basis_cents: number;
            total_cents: number;
            created_at: string;
        };
        PriorFilingInput: {
            plan_year?: number | null;
            filed_on?: string;
            year_end_assets_cents?: number;
        };
        PriorFiling: {
            plan_year: number;
            filed_on: string;
            year_end_assets_cents: number;
        };
        PlanTakeover: {
            /** @description The plan was taken over from elsewhere */
            applies: boolean;
            /** @description The user owns the plan (records documents and prior filings) */
            owner: boolean;
            effective_date: string | null;
            plan_number: string | null;
            takeover_date: string | null;
            folder: string;
            documents: {
                /** @enum {string} */
                kind: "adoption_agreement" | "trust_document" | "ein_letter";
                label: string;
                name: string;
                document_id: string | null;
            }[];
            opening_balances: components["schemas"]["OpeningBalances"] | null;
            prior_filings: components["schemas"]["PriorFiling"][];
            done: number;
            total: number;
            summary: string;
        };
    };
    responses: {
        /** @description An error */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description 403 `forbidden` for anyone without the support role; 403 `step_up_required` 'Support users need a second factor
         *     before using the support console.' for a support user whose session has no second factor (amr `mfa`; decision
         *     0269).
         */
        SupportForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Field-keyed validation messages */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description The saved values of a step */
        StepData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StepData"];
            };
        };
    };
    parameters: {
        ObjectId: string;
        /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
        ActAs: string;
        /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
        IdempotencyKey: string;
        /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
        Draft: boolean;
        /** @description The support user (id */
        AuditAgent: string;
        /** @description The participant (id */
        AuditParticipant: string;
        /** @description First day (UTC) included */
        AuditFrom: string;
        /** @description Last day (UTC) included */
        AuditTo: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getNotificationPreference: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreference"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    putNotificationPreference: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email_updates: boolean;
                };
            };
        };
        responses: {
            /** @description The preference as recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreference"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Error"];
        };
    };
    getProfilePhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The phone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhone"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    putProfilePhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description The phone as saved, formatted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhone"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Error"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    searchParticipants: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users, at most 50. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["Error"];
        };
    };
    listAudit: {
        parameters: {
            query?: {
                participant_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Audit records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditRecord"][];
                };
            };
            403: components["responses"]["Error"];
        };
    };
    searchSupportUsers: {
        parameters: {
            query?: {
                q?: string;
                page?: string;
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportUserPage"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["SupportForbidden"];
        };
    };
    setSupportUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    status: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description The user with the new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportUser"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["SupportForbidden"];
            404: components["responses"]["Error"];
            502: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    sendSupportSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        masked_email: string;
                        /** Format: date-time */
                        sent_at: string;
                    };
                };
            };
            403: components["responses"]["SupportForbidden"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    resetSupportUserFactors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        /** Format: date-time */
                        reset_at: string;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["SupportForbidden"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            502: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listSupportAudit: {
        parameters: {
            query?: {
                /** @description The support user (id */
                agent?: components["parameters"]["AuditAgent"];
                /** @description The participant (id */
                participant?: components["parameters"]["AuditParticipant"];
                /** @description First day (UTC) included */
                from?: components["parameters"]["AuditFrom"];
                /** @description Last day (UTC) included */
                to?: components["parameters"]["AuditTo"];
                page?: string;
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the trail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["SupportForbidden"];
        };
    };
    exportSupportAudit: {
        parameters: {
            query?: {
                /** @description The support user (id */
                agent?: components["parameters"]["AuditAgent"];
                /** @description The participant (id */
                participant?: components["parameters"]["AuditParticipant"];
                /** @description First day (UTC) included */
                from?: components["parameters"]["AuditFrom"];
                /** @description Last day (UTC) included */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: time, agent, agent e-mail, participant, participant e-mail, action, object type, object, reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["SupportForbidden"];
        };
    };
    enterAdminMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The visit is open */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminModeVisit"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["SupportForbidden"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    leaveAdminMode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left (or was not in admin mode for this participant) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["SupportForbidden"];
        };
    };
    getProductConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductConfig"];
                };
            };
        };
    };
    getIdentityVerificationStatus: {
        parameters: {
            query: {
                uid: string;
            };
            header?: {
                /** @description Admin mode - the participant a support user acts as. 403 for anyone else and for unknown participants; 403 `step_up_required` when the support user's session has no second factor (decision 0266); 403 `admin_mode_required` 'Enter admin mode for this participant, with a reason, before acting for them.' without an open visit (POST /support/admin-mode; decision 0297). */
                "X-Act-As"?: components["parameters"]["ActAs"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verification status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            403: components["responses"]["Error"];
        };
    };
    getDocumentDownloadUrl: {
        parameters: {
            query?: {
                id?: string;
                expiration?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedUrl"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    downloadVersion: {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: never;
            path: {
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getLibrary: {
        parameters: {
            query?: {
                include?: "folders";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The library */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Library"];
                };
            };
        };
    };
    listDocumentPage: {
        parameters: {
            query?: {
                folder_id?: string;
                q?: string;
                cursor?: string;
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    listRemovedDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedDocument"][];
                };
            };
        };
    };
    restoreDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FolderCreate"];
            };
        };
        responses: {
            /** @description The folder */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    removeFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    renameFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Rename"];
            };
        };
        responses: {
            /** @description The folder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    moveFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Move"];
            };
        };
        responses: {
            /** @description The folder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description The document with its version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    removeDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    renameDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Rename"];
            };
        };
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    moveDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Move"];
            };
        };
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"][];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    uploadVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["VersionUpload"];
            };
        };
        responses: {
            /** @description The version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Assets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"][];
                };
            };
        };
    };
    createAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetCreate"];
            };
        };
        responses: {
            /** @description The asset and its transaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetCreated"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    removeAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
        };
    };
    editAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetEdit"];
            };
        };
        responses: {
            /** @description The asset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    listAssetTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetTransaction"][];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    createAssetTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionCreate"];
            };
        };
        responses: {
            /** @description The transaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetTransaction"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAssetValues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Valuations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetValuation"][];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    createAssetValue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetValuationCreate"];
            };
        };
        responses: {
            /** @description The valuation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetValuation"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    listPlanTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanTransaction"][];
                };
            };
        };
    };
    getPlanValue: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanValue"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getYearEndValues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year-end values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YearEndValues"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
        };
    };
    sendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationInput"];
            };
        };
        responses: {
            /** @description The invitation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The joined plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanMembership"];
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getPlanMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The joined plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanMembership"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    joinPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The joined plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanMembership"];
                };
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listLoans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Loans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"][];
                };
            };
        };
    };
    applyForLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanApplication"];
            };
        };
        responses: {
            /** @description The loan waiting for its signature */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLoanTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanTerms"];
                };
            };
        };
    };
    getLoan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    withdrawLoan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getLoanSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: number;
                        /** Format: date */
                        due_date: string;
                        payment: number;
                        interest: number;
                        principal: number;
                        balance: number;
                    }[];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    signLoan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    signature?: string | null;
                    signer_name?: string | null;
                };
            };
        };
        responses: {
            /** @description The signed loan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    offsetLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    separated_on?: string | null;
                    /**
                     * @description plan_termination: the offset by reason of the plan's termination (decision 0339), on or after the termination date, without separated_on: always a qualified plan loan offset (IRC 402(c)(3)(C)(ii)(I)), code M1 or M7 ('The loan can be offset on or after the plan's termination date'; 'The plan has no termination resolution').
                     * @enum {unknown}
                     */
                    reason?: "separation" | "plan_termination" | null;
                };
            };
        };
        responses: {
            /** @description The loan */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordLoanRepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number | null;
                    paid_on?: string | null;
                };
            };
        };
        responses: {
            /** @description The loan */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reverseLoanRepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ObjectId"];
                repaymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The loan without the reversed repayment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDistributions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Distribution"][];
                };
            };
        };
    };
    requestDistribution: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributionRequest"];
            };
        };
        responses: {
            /** @description The request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Distribution"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestExcessDeferralCorrection: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExcessDeferralCorrectionInput"];
            };
        };
        responses: {
            /** @description The distribution and the year's summary */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcessDeferralCorrectionResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestExcessAnnualAdditionsCorrection: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExcessAnnualAdditionsCorrectionInput"];
            };
        };
        responses: {
            /** @description The distribution (or null) and the year's summary */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcessAnnualAdditionsCorrectionResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDistributionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionSettings"];
                };
            };
        };
    };
    getDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Distribution"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    withdrawDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listRothConversions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Conversions and tax accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RothConversions"];
                };
            };
        };
    };
    requestRothConversion: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RothConversionInput"];
            };
        };
        responses: {
            /** @description The conversion */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RothConversion"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordDistributionRepayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributionRepaymentInput"];
            };
        };
        responses: {
            /** @description The request with its repayments */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Distribution"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeDistributionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributionStatusChange"];
            };
        };
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Distribution"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listContributions: {
        parameters: {
            query?: {
                tax_year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contribution"][];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    recordContribution: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContributionInput"];
            };
        };
        responses: {
            /** @description The entry and the warnings */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContributionWithWarnings"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeContribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
        };
    };
    editContribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContributionPatch"];
            };
        };
        responses: {
            /** @description The entry and the warnings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContributionWithWarnings"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    getContributionHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContributionEvent"][];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getContributionSummary: {
        parameters: {
            query: {
                tax_year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContributionSummary"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getForm5500EzStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form5500EzStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    saveForm5500EzFacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Form5500EzFacts"];
            };
        };
        responses: {
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form5500EzStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    generateForm5500EzDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filed document */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form5500EzDocument"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    saveForm5500EzFiling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Form5500EzFiling"];
            };
        };
        responses: {
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form5500EzStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    saveForm5500EzExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Form5558Extension"];
            };
        };
        responses: {
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form5500EzStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getTaxForms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tax_year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The obligations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxForms"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    generateTaxFormsDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tax_year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filed document */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form5500EzDocument"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    saveContributionYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tax_year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContributionYearInput"];
            };
        };
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContributionSummary"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getBeneficiaries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The designations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryOverview"];
                };
            };
        };
    };
    designateBeneficiaries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BeneficiaryDesignationInput"];
            };
        };
        responses: {
            /** @description The designation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryDesignation"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    consentToBeneficiaries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpousalConsentInput"];
            };
        };
        responses: {
            /** @description The designation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryDesignation"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listRollovers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rollovers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollover"][];
                };
            };
        };
    };
    requestRollover: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloverRequest"];
            };
        };
        responses: {
            /** @description The rollover */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollover"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description idempotency_in_progress: a copy with the same Idempotency-Key is still running (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRollover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rollover */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollover"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    signRolloverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloverLetterInput"];
            };
        };
        responses: {
            /** @description The rollover */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollover"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    attachRolloverStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The rollover */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollover"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    changeRolloverStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloverStatusChange"];
            };
        };
        responses: {
            /** @description The rollover */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollover"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    listStatementImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImport"][];
                };
            };
        };
    };
    importStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StatementUpload"];
            };
        };
        responses: {
            /** @description The same file was imported before; nothing added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImportResult"];
                };
            };
            /** @description The import */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImportResult"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    listStatementTransactions: {
        parameters: {
            query?: {
                year?: number;
                /** @description 1-12; needs year */
                month?: number;
                /** @description unclassified: only transactions without a kind; flagged: those whose ledger status is unmatched or mismatch */
                status?: "unclassified" | "flagged";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementTransactionPage"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    classifyStatementTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementClassification"];
            };
        };
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementTransaction"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["Error"];
        };
    };
    listStatementRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementRules"];
                };
            };
        };
    };
    createStatementRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementRuleInput"];
            };
        };
        responses: {
            /** @description The rule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementRule"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    deleteStatementRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
        };
    };
    getStatementReconciliation: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reconciliation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementReconciliation"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flow state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowState"];
                };
            };
        };
    };
    putCheckoutProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutProgress"];
            };
        };
        responses: {
            /** @description Flow state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowState"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getCheckoutPersonalDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putCheckoutPersonalDetails: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getCheckoutIdentityDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putCheckoutIdentityDetails: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getCheckoutEmployerDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putCheckoutEmployerDetails: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployerDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getCheckoutPlanDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putCheckoutPlanDetails: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getCheckoutSignerDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putCheckoutSignerDetails: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignerDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    listCheckoutDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filed documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanDocument"][];
                };
            };
            409: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getBankApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flow state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowState"];
                };
            };
        };
    };
    putBankApplicationProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankProgress"];
            };
        };
        responses: {
            /** @description Flow state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowState"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    getBankChooseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putBankChooseAccount: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChooseAccount"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getBankFillApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putBankFillApplication: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getBankIdentityDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putBankIdentityDetails: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityDetails"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getBankConnectBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StepData"];
        };
    };
    putBankConnectBank: {
        parameters: {
            query?: {
                /** @description true saves the values as a draft (no domain rules, step stays incomplete). */
                draft?: components["parameters"]["Draft"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectBank"];
            };
        };
        responses: {
            200: components["responses"]["StepData"];
            400: components["responses"]["ValidationError"];
        };
    };
    getBankApplicationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankApplicationStatus"];
                };
            };
        };
    };
    submitBankApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankApplicationStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    uploadBankDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BankDocumentUpload"];
            };
        };
        responses: {
            /** @description The document */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankDocument"];
                };
            };
            400: components["responses"]["ValidationError"];
        };
    };
    submitBankStepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankApplicationStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    completeBankReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankApplicationStatus"];
                };
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    connectBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankConnectionRequest"];
            };
        };
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankConnection"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    verifyBankDeposits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDepositCheckRequest"];
            };
        };
        responses: {
            /** @description The outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankDepositCheck"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
    listInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's invoices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open invoice that already existed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    payInvoice: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description Payment result */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Declined */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Declined"];
                };
            };
            409: components["responses"]["Error"];
            422: components["responses"]["Error"];
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        /** @enum {unknown} */
                        outcome: "paid" | "duplicate" | "ignored" | "unknown_invoice" | "amount_mismatch" | "refunded" | "duplicate_payment";
                    };
                };
            };
            400: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listPlanAmendments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tasks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAmendments"];
                };
            };
        };
    };
    previewPlanAmendment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAmendmentPreview"];
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    signPlanAmendment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    signer_first_name?: string | null;
                    signer_last_name?: string | null;
                    signer_title?: string | null;
                    signature?: string | null;
                };
            };
        };
        responses: {
            /** @description The signed task */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAmendmentTask"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getPlanTermination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan's termination */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanTermination"];
                };
            };
        };
    };
    adoptPlanTermination: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    termination_date?: string | null;
                    resolution_date?: string | null;
                    signer_first_name?: string | null;
                    signer_last_name?: string | null;
                    signer_title?: string | null;
                    signature?: string | null;
                };
            };
        };
        responses: {
            /** @description The plan's termination */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanTermination"];
                };
            };
            400: components["responses"]["ValidationError"];
            403: components["responses"]["Error"];
            409: components["responses"]["Error"];
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlanTakeover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The takeover */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanTakeover"];
                };
            };
        };
    };
    recordOpeningBalances: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per intent of the user (decision 0295); a retried request with it answers the first result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpeningBalancesInput"];
            };
        };
        responses: {
            /** @description The opening balances */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningBalances"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not a plan taken over, already recorded, or idempotency_in_progress (decision 0295) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_mismatch: the Idempotency-Key was used for another request (decision 0295) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordPriorFiling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriorFilingInput"];
            };
        };
        responses: {
            /** @description The filing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorFiling"];
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Error"];
        };
    };
}
