/// Code blocks for generated bodies, with Qiita's `lang:filename` info strings. The language
/// follows the item's tags when one of them is a language, so a Swift item shows Swift code.
enum CodeSnippets {
    struct Snippet {
        /// The fence's info string: `swift:Sources/App/main.swift`, `python`, `bash`.
        var info: String
        var code: String
    }

    private static let byTag: [String: [Snippet]] = [
        "swift": swift, "swiftui": swift, "ios": swift, "xcode": swift,
        "python": python, "機械学習": python, "pytorch": python, "pandas": python, "django": python,
        "fastapi": python, "deeplearning": python,
        "javascript": javascript, "typescript": javascript, "react": javascript, "node.js": javascript,
        "next.js": javascript, "vue.js": javascript,
        "go": go, "rust": rust, "ruby": ruby, "rails": ruby,
        "docker": docker, "kubernetes": docker, "aws": shell, "linux": shell, "bash": shell,
        "shellscript": shell, "git": shell, "githubactions": yaml, "terraform": yaml,
        "sql": sql, "postgresql": sql, "mysql": sql,
    ]

    static func pick(for tags: [String], random: inout SeededRandom) -> Snippet {
        for tag in tags {
            if let snippets = byTag[tag.lowercased()] {
                return random.pick(snippets)
            }
        }
        return random.pick([swift, python, javascript, go, rust, ruby, docker, shell, yaml, sql].flatMap { $0 })
    }

    static let swift = [
        Snippet(info: "swift:Sources/App/main.swift", code: """
            import Foundation

            struct Article: Decodable, Sendable {
                let id: String
                let title: String
                let likesCount: Int
            }

            let url = URL(string: "https://qiita.com/api/v2/items?per_page=5")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            for article in try decoder.decode([Article].self, from: data) {
                print("\\(article.likesCount)\\t\\(article.title)")
            }

            """),
        Snippet(info: "swift", code: """
            actor Counter {
                private var value = 0
                func increment() -> Int {
                    value += 1
                    return value
                }
            }

            """),
    ]

    static let python = [
        Snippet(info: "python:app/main.py", code: """
            import pandas as pd

            def load(path: str) -> pd.DataFrame:
                df = pd.read_csv(path, encoding="utf-8")
                return df.dropna().sort_values("created_at", ascending=False)

            if __name__ == "__main__":
                print(load("data.csv").head())

            """),
        Snippet(info: "python", code: """
            import torch
            model = torch.nn.Linear(10, 1)
            loss = torch.nn.functional.mse_loss(model(torch.randn(4, 10)), torch.zeros(4, 1))
            loss.backward()

            """),
    ]

    static let javascript = [
        Snippet(info: "javascript:src/index.js", code: """
            const res = await fetch("https://qiita.com/api/v2/items?page=1&per_page=20");
            const items = await res.json();
            console.log(items.map((item) => `${item.likes_count} ${item.title}`).join("\\n"));

            """),
        Snippet(info: "typescript:src/components/Button.tsx", code: """
            type Props = { label: string; onClick: () => void };

            export const Button = ({ label, onClick }: Props) => (
              <button className="btn btn-primary" onClick={onClick}>{label}</button>
            );

            """),
    ]

    static let go = [
        Snippet(info: "go:main.go", code: """
            package main

            import (
            \t"fmt"
            \t"net/http"
            )

            func main() {
            \thttp.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
            \t\tfmt.Fprintln(w, "こんにちは、世界")
            \t})
            \thttp.ListenAndServe(":8080", nil)
            }

            """)
    ]

    static let rust = [
        Snippet(info: "rust:src/main.rs", code: """
            fn main() {
                let words: Vec<&str> = "hello qiita world".split_whitespace().collect();
                println!("{} words, longest = {:?}", words.len(), words.iter().max_by_key(|w| w.len()));
            }

            """)
    ]

    static let ruby = [
        Snippet(info: "ruby:app/models/user.rb", code: """
            class User < ApplicationRecord
              has_many :items, dependent: :destroy
              validates :url_name, presence: true, uniqueness: true
            end

            """)
    ]

    static let docker = [
        Snippet(info: "dockerfile:Dockerfile", code: """
            FROM swift:6.0-jammy AS build
            WORKDIR /app
            COPY . .
            RUN swift build -c release --static-swift-stdlib

            FROM ubuntu:22.04
            COPY --from=build /app/.build/release/app /usr/local/bin/app
            ENTRYPOINT ["app"]

            """),
        Snippet(info: "yaml:k8s/deployment.yaml", code: """
            apiVersion: apps/v1
            kind: Deployment
            metadata:
              name: web
            spec:
              replicas: 3

            """),
    ]

    static let shell = [
        Snippet(info: "bash", code: """
            $ aws s3 ls s3://my-bucket --recursive | sort -k1,2 | tail -n 5
            $ git log --oneline --graph --decorate | head -20

            """),
        Snippet(info: "shell:setup.sh", code: """
            #!/usr/bin/env bash
            set -euo pipefail
            for f in *.md; do
              echo "処理中: ${f}"
            done

            """),
    ]

    static let yaml = [
        Snippet(info: "yaml:.github/workflows/ci.yml", code: """
            name: CI
            on: [push, pull_request]
            jobs:
              test:
                runs-on: ubuntu-latest
                steps:
                  - uses: actions/checkout@v4
                  - run: make test

            """)
    ]

    static let sql = [
        Snippet(info: "sql", code: """
            SELECT u.id, COUNT(i.id) AS items
            FROM users u
            LEFT JOIN items i ON i.user_id = u.id
            GROUP BY u.id
            ORDER BY items DESC
            LIMIT 10;

            """)
    ]
}
