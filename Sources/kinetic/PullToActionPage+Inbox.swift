import CGTK
import KineticGTK

extension PullToActionPage {
  /// One message of the sample inbox.
  struct Message {
    var sender: String
    var subject: String
    var preview: String
    var time: String
    var isUnread: Bool
  }

  /// The page's content: a `GtkListBox` of messages.
  ///
  /// Each row shows an avatar, the sender, the subject and a preview. Clicking a row (or Enter on
  /// it) opens it, which marks it read.
  @MainActor
  final class Inbox {
    /// The list the pull to action scrolls.
    let list: UnsafeMutablePointer<GtkWidget>
    /// Called when a message is opened.
    var onOpen: (@MainActor (Message) -> Void)?

    private var messages: [Message] = []
    private var rows:
      [(row: UnsafeMutablePointer<GtkWidget>, dot: UnsafeMutablePointer<GtkWidget>)] =
        []
    private var newMail = Inbox.arrivals
    private var olderMail = Inbox.archive
    private let action: OpaquePointer
    private let connections = SignalConnections()

    init() {
      list = gtk_list_box_new().unsafelyUnwrapped
      gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_NONE)
      gtk_widget_add_css_class(list, "inbox")
      cgtk_accessible_set_label(list, "Messages")

      // Rows activate a stateful action with their index: its state change is a plain notify,
      // which Swift can connect to without a C signal signature of its own.
      let type = g_variant_type_new("i")
      action = g_simple_action_new_stateful("open", type, g_variant_new_int32(-1)).unsafelyUnwrapped
      g_variant_type_free(type)
      let group = g_simple_action_group_new().unsafelyUnwrapped
      g_action_map_add_action(OpaquePointer(group), action)
      gtk_widget_insert_action_group(list, "inbox", OpaquePointer(group))
      g_object_unref(group)
      connections.connectNotify(action, property: "state") { [weak self] in self?.opened() }

      for message in Inbox.initial { append(message) }
    }

    isolated deinit {
      connections.disconnectAll()
      g_object_unref(action.instance)
    }

    /// How many messages are unread.
    var unreadCount: Int { messages.count(where: \.isUnread) }

    /// Puts one to three new messages at the top, as a refresh that found mail.
    func receiveNewMail() {
      let count = min(newMail.count, messages.count % 3 + 1)
      for _ in 0..<count {
        insert(newMail.removeFirst(), at: 0)
      }
    }

    /// Adds older messages at the end, as a "load more".
    func loadOlderMail() {
      for _ in 0..<min(8, olderMail.count) {
        append(olderMail.removeFirst())
      }
    }

    private func append(_ message: Message) {
      insert(message, at: messages.count)
    }

    private func insert(_ message: Message, at index: Int) {
      let (row, dot) = makeRow(message)
      messages.insert(message, at: index)
      rows.insert((row, dot), at: index)
      gtk_list_box_insert(OpaquePointer(list), row, Int32(index))
      // Targets are positions, so every row after the new one moves down by one.
      for (position, entry) in rows.enumerated() {
        gtk_actionable_set_action_target_value(
          OpaquePointer(entry.row), g_variant_new_int32(Int32(position)))
      }
      // The name goes on after the target, so GTK never sees the action without its parameter.
      gtk_actionable_set_action_name(OpaquePointer(row), "inbox.open")
    }

    private func opened() {
      guard let state = g_action_get_state(action) else { return }
      let index = Int(g_variant_get_int32(state))
      g_variant_unref(state)
      guard messages.indices.contains(index) else { return }
      // Back to -1, so opening the same message again changes the state again.
      g_simple_action_set_state(action, g_variant_new_int32(-1))
      messages[index].isUnread = false
      gtk_widget_remove_css_class(rows[index].row, "unread")
      gtk_widget_set_visible(rows[index].dot, 0)
      onOpen?(messages[index])
    }

    private func makeRow(_ message: Message) -> (
      UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>
    ) {
      let row = gtk_list_box_row_new().unsafelyUnwrapped
      gtk_widget_add_css_class(row, "message")
      if message.isUnread { gtk_widget_add_css_class(row, "unread") }

      let line = Widgets.box(.horizontal, spacing: 12, classes: [])
      let initials = message.sender.split(separator: " ").prefix(2).compactMap(\.first)
      let avatar = gtk_label_new(String(initials)).unsafelyUnwrapped
      gtk_widget_add_css_class(avatar, "avatar")
      gtk_widget_add_css_class(avatar, "avatar-\(colour(of: message.sender))")
      gtk_widget_set_valign(avatar, GTK_ALIGN_START)
      Widgets.append(line, avatar)

      let text = Widgets.box(.vertical, spacing: 2, classes: [])
      gtk_widget_set_hexpand(text, 1)
      let top = Widgets.box(.horizontal, spacing: 6, classes: [])
      let sender = Widgets.label(message.sender, classes: ["sender"])
      gtk_label_set_ellipsize(OpaquePointer(sender), PANGO_ELLIPSIZE_END)
      gtk_label_set_max_width_chars(OpaquePointer(sender), 1)
      gtk_widget_set_hexpand(sender, 1)
      Widgets.append(top, sender)
      let time = Widgets.label(message.time, classes: ["time"])
      Widgets.append(top, time)
      let dot = Widgets.box(.horizontal, spacing: 0, classes: ["unread-dot"])
      gtk_widget_set_valign(dot, GTK_ALIGN_CENTER)
      gtk_widget_set_visible(dot, message.isUnread ? 1 : 0)
      Widgets.append(top, dot)
      Widgets.append(text, top)
      for (value, style) in [(message.subject, "subject"), (message.preview, "preview")] {
        let label = Widgets.label(value, classes: [style])
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(OpaquePointer(label), 1)
        // Narrow by nature: the row's width decides, and longer text ends in an ellipsis.
        gtk_label_set_max_width_chars(OpaquePointer(label), 1)
        gtk_widget_set_hexpand(label, 1)
        Widgets.append(text, label)
      }
      Widgets.append(line, text)
      gtk_list_box_row_set_child(
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self), line)
      "\(message.sender): \(message.subject)".withCString { cgtk_accessible_set_label(row, $0) }
      return (row, dot)
    }

    /// A stable colour for a name: the sum of its letters, in six.
    private func colour(of name: String) -> Int {
      name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 6
    }
  }
}

extension PullToActionPage.Inbox {
  private static func message(
    _ sender: String, _ subject: String, _ preview: String, _ time: String, unread: Bool = false
  ) -> PullToActionPage.Message {
    PullToActionPage.Message(
      sender: sender, subject: subject, preview: preview, time: time, isUnread: unread)
  }

  fileprivate static let initial: [PullToActionPage.Message] = [
    message(
      "Maya Okafor", "Design review moved to 3 pm",
      "Same room, I’ve updated the invite — bring the",
      "9:41", unread: true),
    message(
      "GitHub", "[kinetic] CI passed on main", "All checks have passed: lint, build, 412 tests.",
      "9:12", unread: true),
    message(
      "Lukas Brandt", "Re: Spring parameters", "Response 0.4 with no bounce felt right on the",
      "8:55", unread: true),
    message(
      "Priya Raman", "Lunch on Thursday?", "There’s a new ramen place near the station that",
      "8:20"),
    message(
      "Tomás Díaz", "Photos from the offsite", "Uploaded 86 photos to the shared album, the",
      "Yesterday", unread: true),
    message(
      "Calendar", "Reminder: 1:1 with Sam", "Tomorrow at 10:00 · Video call", "Yesterday"),
    message(
      "Hannah Weiss", "Accessibility audit notes", "Orca reads the slider as “button”, which",
      "Yesterday"),
    message(
      "Olu Adeyemi", "Invoice #2024-118", "Please find attached the invoice for March. Let",
      "Yesterday"),
    message(
      "Sam Whitaker", "Agenda for tomorrow", "1. Release dates 2. Hiring 3. The gallery demo",
      "Mon"),
    message(
      "Yuki Tanaka", "Touchpad scrolling on Wayland", "Surface units come through as pixels, so",
      "Mon"),
    message(
      "Elena Petrova", "Re: Golden images", "Regenerated them with the new fonts; the diff", "Mon"),
    message(
      "Noah Fischer", "Coffee machine is fixed ☕", "Facilities replaced the pump. Rejoice.", "Mon"),
    message(
      "Amara Nwosu", "Quarterly planning doc", "Added a section on the onboarding carousel and",
      "Sun"),
    message(
      "Travel Desk", "Your trip to Lisbon", "Flight TP 1341 · Gate closes 40 minutes before",
      "Sat"),
    message(
      "Jonas Berg", "Benchmark numbers", "Zero allocations per frame in the pull machine now.",
      "Sat"),
    message(
      "Chloé Martin", "Re: Icons for the status view", "The tick reads better at 2 pt; the cross",
      "Fri"),
    message(
      "Diego Alvarez", "Pairing session?", "I’m free after 4 if you want to look at the", "Fri"),
    message(
      "Library", "Your hold is ready", "“Designing Interfaces” is waiting at the front desk.",
      "Fri"),
    message(
      "Fatima Zahra", "Team photo retake", "The lighting was off in the first set, so we’re",
      "Thu"),
    message(
      "Ben Cooper", "Re: Rubber band constant", "0.55 matches UIScrollView closely enough that",
      "Thu"),
    message(
      "Grace Liu", "Conference talk accepted!", "“Gestures without a framework” got in — the",
      "Wed"),
    message(
      "Security", "New sign-in on Linux", "Firefox on Debian 12 · Berlin, Germany", "Wed"),
    message(
      "Marco Rossi", "Espresso order", "Two bags of the Ethiopian, one decaf for Hannah.", "Tue"),
    message(
      "Ingrid Larsen", "Re: Keyboard shortcuts", "F5 and Ctrl+R both feel natural; let’s not",
      "Tue"),
    message(
      "Kwame Mensah", "Hiring panel feedback", "Strong on systems design, a bit quiet in the",
      "12 Mar"),
    message(
      "Newsletter", "This week in Swift", "Typed throws in practice, a look at noncopyable",
      "11 Mar"),
    message(
      "Sofia Costa", "Apartment viewing", "The landlord can do Saturday morning at 11 if",
      "10 Mar"),
    message(
      "Arjun Patel", "Re: Frame clock timing", "Event times and frame times are both on the",
      "9 Mar"),
    message(
      "Emma Johansson", "Book club: next pick", "Votes are in — we’re reading “The Dispossessed”",
      "8 Mar"),
    message(
      "Ravi Kumar", "Welcome to the team!", "Your laptop is on its way. First week schedule",
      "7 Mar"),
  ]

  fileprivate static let arrivals: [PullToActionPage.Message] = [
    message(
      "Maya Okafor", "Slides for the review", "Here’s the deck — the pull to action demo is on",
      "Now", unread: true),
    message(
      "Deploy Bot", "Gallery build 1.4 is live", "Changelog: pull to action, load more, status",
      "Now", unread: true),
    message(
      "Priya Raman", "Re: Lunch on Thursday?", "12:30 works. I’ll book a table for four.", "Now",
      unread: true),
    message(
      "Lukas Brandt", "One more spring idea", "What if the hold used the release velocity?",
      "Now", unread: true),
    message(
      "Hannah Weiss", "Orca retest passed", "The trigger button is announced as “Refresh”.",
      "Now", unread: true),
    message(
      "Calendar", "Invitation: Demo day", "Friday 16:00 · Main hall · Maya Okafor", "Now",
      unread: true),
  ]

  fileprivate static let archive: [PullToActionPage.Message] = [
    message("Ravi Kumar", "Parking permit", "Your permit for level −2 is active from", "6 Mar"),
    message("Grace Liu", "CFP reminder", "Submissions close on Friday at midnight.", "5 Mar"),
    message("Security", "Password changed", "The password for your account was changed.", "5 Mar"),
    message(
      "Ben Cooper", "Old scroll prototype", "Found the 2019 prototype, it still builds!", "4 Mar"),
    message(
      "Sofia Costa", "Plants while you’re away", "Water the fern twice, the cactus never.", "3 Mar"),
    message(
      "Newsletter", "This week in Swift", "Macros, the new testing library, and more.", "2 Mar"),
    message("Jonas Berg", "Profiling notes", "Most of the time goes into text shaping.", "1 Mar"),
    message(
      "Elena Petrova", "Fonts on CI", "Cantarell is missing on the runners, so the", "28 Feb"),
    message(
      "Marco Rossi", "Team dinner", "Thursday, 19:30, the Italian place by the river.", "27 Feb"),
    message(
      "Yuki Tanaka", "XI2 smooth scrolling", "Wheel events arrive as fractions of a", "26 Feb"),
    message("Arjun Patel", "Welcome lunch", "Thanks everyone for a lovely first week!", "25 Feb"),
    message("Amara Nwosu", "Roadmap draft", "A first pass at the next two quarters, for", "24 Feb"),
    message(
      "Travel Desk", "Receipt: rail pass", "Thank you for your purchase. Your receipt", "23 Feb"),
    message(
      "Olu Adeyemi", "Re: Invoice #2024-097", "Received with thanks, payment is scheduled", "22 Feb"
    ),
    message("Chloé Martin", "Icon sketches", "Three directions for the success badge.", "21 Feb"),
    message("Diego Alvarez", "Board games night", "Bring snacks; I’ll bring Wingspan.", "20 Feb"),
  ]
}
