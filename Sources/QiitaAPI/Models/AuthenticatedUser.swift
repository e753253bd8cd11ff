/// The owner of the token (`/authenticated_user`): a ``User`` plus the image upload quota.
package struct AuthenticatedUser: Decodable, Sendable, Hashable {
    package let user: User
    package let imageMonthlyUploadLimit: Int
    package let imageMonthlyUploadRemaining: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case imageMonthlyUploadLimit = "image_monthly_upload_limit"
        case imageMonthlyUploadRemaining = "image_monthly_upload_remaining"
    }

    package init(from decoder: any Decoder) throws {
        user = try User(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageMonthlyUploadLimit = try container.decode(Int.self, forKey: .imageMonthlyUploadLimit)
        imageMonthlyUploadRemaining = try container.decode(Int.self, forKey: .imageMonthlyUploadRemaining)
    }
}
